import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  let app: TestApp;
  const { pay, cancel, verify, returnUrlOf } = helpers(() => app);

  beforeAll(async () => {
    app = await createTestApp({ env: { PAYMENT_TEST_SECRET: 'late-payment-secret' } });
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
