import { paymentNotifications } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testNotificationKey } from '../src/integrations/payments/create-payments.ts';
import { notification } from './adyen-notification.ts';
import { ADYEN_ENV, STAND_IN_3DS, startAdyenStandIn } from './adyen-stand-in.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, orderRow, paymentRows } from './payment-orders.ts';

const MAKE_PAYMENT = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
    makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) {
      resultCode action order { id status }
    }
  }
`;
const VERIFY_PAYMENT = /* GraphQL */ `
  mutation ($redirectResult: String) {
    verifyPayment(redirectResult: $redirectResult) { resultCode order { id status } }
  }
`;
const CANCEL_ORDER = /* GraphQL */ `
  mutation ($id: ID!, $hash: String) { cancelOrder(id: $id, hash: $hash) { id status } }
`;

interface PaymentAnswer {
  resultCode: string;
  action: Record<string, unknown> | null;
  order: { id: string; status: string } | null;
}

type Order = Awaited<ReturnType<typeof insertOrder>>;

/** The refund kept with a payment attempt (raw.refund), if any. */
const refundOf = (attempt: { raw: Record<string, unknown> | null } | undefined) =>
  attempt?.raw?.refund as Record<string, unknown> | undefined;

function helpers(app: () => TestApp) {
  const send = <Data>(query: string, variables: Record<string, unknown>) =>
    app().graphql<Data>(query, variables, { origin: WEB_ORIGIN });
  const returnUrlOf = (order: Order) => `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`;
  return {
    send,
    returnUrlOf,
    pay: (order: Order, method: Record<string, unknown>) =>
      send<{ makePayment: PaymentAnswer }>(MAKE_PAYMENT, {
        orderID: String(order.id),
        hash: order.hash,
        method,
        returnUrl: returnUrlOf(order),
      }),
    cancel: (order: Order) =>
      send<{ cancelOrder: { status: string } }>(CANCEL_ORDER, { id: String(order.id), hash: order.hash }),
    verify: (redirectResult: string) =>
      send<{ verifyPayment: PaymentAnswer }>(VERIFY_PAYMENT, { redirectResult }),
  };
}

describe('a late payment for a cancelled order is refunded (test provider)', () => {
  const SECRET = 'late-payment-secret';
  let app: TestApp;
  const { pay, cancel, verify, returnUrlOf } = helpers(() => app);

  beforeAll(async () => {
    app = await createTestApp({ env: { PAYMENT_TEST_SECRET: SECRET } });
  });
  afterAll(() => app.close());

  /** The shopper confirms 3-D Secure at the test bank; the redirectResult it sends them back with. */
  async function confirmAtBank(action: Record<string, unknown> | null, order: Order): Promise<string> {
    const url = new URL(action?.url as string);
    const answer = await app.fetch('/payments/test-provider/redirect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        data: url.searchParams.get('data') as string,
        password: 'password',
        answer: 'submit',
      }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') as string);
    expect(`${back.origin}${back.pathname}`).toBe(returnUrlOf(order));
    return back.searchParams.get('redirectResult') as string;
  }

  it('refunds the money through the provider, keeps the refund with the attempt and marks the order REFUNDED, once', async () => {
    const order = await insertOrder(app, { totalAmount: 5_900 });
    const started = await pay(order, { type: 'scheme', number: '4917610000000000' });
    expect(started.body.data?.makePayment.resultCode).toBe('RedirectShopper');
    // Meanwhile the order is cancelled (as the unpaid-order sweep does when its hold ends).
    expect((await cancel(order)).body.data?.cancelOrder.status).toBe('CANCELLED');

    const redirectResult = await confirmAtBank(started.body.data?.makePayment.action ?? null, order);
    const verified = await verify(redirectResult);
    expect(verified.body.data?.verifyPayment).toMatchObject({ resultCode: 'Authorised', order: null });
    expect((await orderRow(app, order.id)).status).toBe('REFUNDED');
    const [attempt] = await paymentRows(app, order.id);
    expect(attempt?.resultCode).toBe('Authorised');
    const refund = refundOf(attempt);
    expect(refund).toMatchObject({
      status: 'received',
      reference: `${attempt?.idempotencyKey}-refund`,
      paymentPspReference: attempt?.pspReference,
      amount: { amount: 5_900, currency: 'EUR' },
    });
    expect(typeof refund?.pspReference).toBe('string');

    // The shopper's return replayed: nothing more happens.
    await verify(redirectResult);
    const [again] = await paymentRows(app, order.id);
    expect(refundOf(again)).toEqual(refund);
    expect((await orderRow(app, order.id)).status).toBe('REFUNDED');
  });

  it('refunds a second authorisation for an order another attempt already paid (two 3-D Secure tabs)', async () => {
    const order = await insertOrder(app, { totalAmount: 5_900 });
    // The shopper starts 3-D Secure, abandons the bank page, starts again, then finishes both.
    const firstTab = await pay(order, { type: 'scheme', number: '4917610000000000' });
    const secondTab = await pay(order, { type: 'scheme', number: '4917610000000000' });
    const firstResult = await confirmAtBank(firstTab.body.data?.makePayment.action ?? null, order);
    const secondResult = await confirmAtBank(secondTab.body.data?.makePayment.action ?? null, order);
    expect((await verify(secondResult)).body.data?.verifyPayment.resultCode).toBe('Authorised');
    expect((await verify(firstResult)).body.data?.verifyPayment.resultCode).toBe('Authorised');

    const row = await orderRow(app, order.id);
    expect(row.status).toBe('PAID');
    const [first, second] = await paymentRows(app, order.id);
    expect([first?.resultCode, second?.resultCode]).toEqual(['Authorised', 'Authorised']);
    // The attempt that paid keeps its money; the later one is given back, once.
    expect(refundOf(second)).toBeUndefined();
    expect(refundOf(first)).toMatchObject({
      status: 'received',
      reference: `${first?.idempotencyKey}-refund`,
      amount: { amount: 5_900, currency: 'EUR' },
    });
    await verify(firstResult);
    const [again] = await paymentRows(app, order.id);
    expect(refundOf(again)).toEqual(refundOf(first));

    // The provider confirms that refund by webhook: it gives back the duplicate, not the order.
    const confirmed = await app.fetch('/payments/test-provider/notifications', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        notification(
          {
            pspReference: String(refundOf(first)?.pspReference),
            originalReference: first?.pspReference as string,
            merchantReference: `${first?.idempotencyKey}-refund`,
            eventCode: 'REFUND',
            value: 5_900,
          },
          testNotificationKey(SECRET),
        ),
      ),
    });
    expect(await confirmed.text()).toBe('[accepted]');
    await vi.waitFor(
      async () => {
        const [stored] = await app.database.db
          .select()
          .from(paymentNotifications)
          .where(eq(paymentNotifications.eventKey, `${String(refundOf(first)?.pspReference)}:REFUND:true`));
        expect(stored?.processedAt).toBeInstanceOf(Date);
      },
      { timeout: 5000, interval: 25 },
    );
    const after = await orderRow(app, order.id);
    expect(after.status).toBe('PAID');
    expect(after.paidAt?.toISOString()).toBe(row.paidAt?.toISOString());
  });

  it('pays an order that is still open as usual', async () => {
    const order = await insertOrder(app, { totalAmount: 5_900 });
    const started = await pay(order, { type: 'scheme', number: '4917610000000000' });
    const verified = await verify(await confirmAtBank(started.body.data?.makePayment.action ?? null, order));
    expect(verified.body.data?.verifyPayment.resultCode).toBe('Authorised');
    expect((await orderRow(app, order.id)).status).toBe('PAID');
    const [attempt] = await paymentRows(app, order.id);
    expect(refundOf(attempt)).toBeUndefined();
  });
});

describe('a late payment for a cancelled order is refunded (Adyen adapter)', () => {
  let app: TestApp;
  let standIn: Awaited<ReturnType<typeof startAdyenStandIn>>;
  const { pay, cancel, verify } = helpers(() => app);

  beforeAll(async () => {
    standIn = await startAdyenStandIn();
    app = await createTestApp({ env: { ...ADYEN_ENV, ADYEN_ENDPOINT: standIn.url } });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('posts /payments/{pspReference}/refunds with the amount, merchant account and an idempotency key', async () => {
    const order = await insertOrder(app, { totalAmount: 7_700 });
    const started = await pay(order, { type: 'scheme', encryptedCardNumber: STAND_IN_3DS });
    expect(started.body.data?.makePayment.resultCode).toBe('RedirectShopper');
    expect((await cancel(order)).body.data?.cancelOrder.status).toBe('CANCELLED');
    const [attempt] = await paymentRows(app, order.id);

    const verified = await verify(`X6XtfGC3!${attempt?.idempotencyKey}`);
    expect(verified.body.data?.verifyPayment).toMatchObject({ resultCode: 'Authorised', order: null });
    expect((await orderRow(app, order.id)).status).toBe('REFUNDED');
    const [paid] = await paymentRows(app, order.id);
    const refunds = standIn.calls.filter((call) => /\/refunds$/.test(call.path));
    expect(refunds).toHaveLength(1);
    const [call] = refunds;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe(`/v72/payments/${paid?.pspReference}/refunds`);
    expect(call?.headers['idempotency-key']).toBe(`${paid?.idempotencyKey}-refund`);
    expect(call?.body).toEqual({
      amount: { value: 7_700, currency: 'EUR' },
      merchantAccount: ADYEN_ENV.ADYEN_MERCHANT_ACCOUNT,
      reference: `${paid?.idempotencyKey}-refund`,
    });
    expect(refundOf(paid)).toMatchObject({
      status: 'received',
      paymentPspReference: paid?.pspReference,
    });
    expect((await orderRow(app, order.id)).status).toBe('REFUNDED');
  });
});
