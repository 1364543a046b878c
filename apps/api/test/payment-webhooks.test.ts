import { paymentNotifications } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testNotificationKey } from '../src/integrations/payments/create-payments.ts';
import { notification } from './adyen-notification.ts';
import { ADYEN_ENV, STAND_IN_3DS, startAdyenStandIn } from './adyen-stand-in.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, orderRow, paymentRows } from './payment-orders.ts';

const READ_SESSION = /* GraphQL */ `
  query ($orderID: ID!, $hash: String, $returnUrl: String!) {
    readPaymentSession(orderID: $orderID, hash: $hash, returnUrl: $returnUrl) { id }
  }
`;

describe('Adyen webhooks', () => {
  let app: TestApp;
  let standIn: Awaited<ReturnType<typeof startAdyenStandIn>>;

  const deliver = (body: unknown, path = '/payments/adyen/notifications') =>
    app.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const storedFor = (pspReference: string) =>
    app.database.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.provider, 'adyen'))
      .then((rows) =>
        rows.filter((row) => (row.payload as { pspReference?: string }).pspReference === pspReference),
      );
  /** Opens a Drop-in session for a new order and returns the order and the session attempt's reference. */
  const orderWithSession = async (totalAmount = 4900) => {
    const order = await insertOrder(app, { totalAmount });
    const session = await app.graphql(
      READ_SESSION,
      {
        orderID: String(order.id),
        hash: order.hash,
        returnUrl: `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`,
      },
      { origin: WEB_ORIGIN },
    );
    expect(session.body.errors).toBeUndefined();
    const [attempt] = await paymentRows(app, order.id);
    return { order, reference: attempt?.idempotencyKey as string };
  };
  const processed = (pspReference: string) =>
    vi.waitFor(
      async () => {
        const rows = await storedFor(pspReference);
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((row) => row.processedAt !== null)).toBe(true);
        return rows;
      },
      { timeout: 5000, interval: 25 },
    );

  beforeAll(async () => {
    standIn = await startAdyenStandIn();
    app = await createTestApp({ env: { ...ADYEN_ENV, ADYEN_ENDPOINT: standIn.url } });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('pays the order of a good AUTHORISATION once, even when Adyen delivers it twice', async () => {
    const { order, reference } = await orderWithSession();
    const body = notification(
      { pspReference: 'WH00000000000001', merchantReference: reference },
      ADYEN_ENV.ADYEN_HMAC_KEY,
    );

    const first = await deliver(body);
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('[accepted]');
    const [row] = await processed('WH00000000000001');
    expect(row).toMatchObject({
      orderId: order.id,
      error: null,
      eventKey: 'WH00000000000001:AUTHORISATION:true',
    });
    const paid = await orderRow(app, order.id);
    expect(paid.status).toBe('PAID');

    const second = await deliver(body);
    expect(second.status).toBe(200);
    expect(await second.text()).toBe('[accepted]');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedFor('WH00000000000001')).toHaveLength(1);
    const after = await orderRow(app, order.id);
    expect(after.paidAt?.toISOString()).toBe(paid.paidAt?.toISOString());
    expect(after.updatedAt.toISOString()).toBe(paid.updatedAt.toISOString());
    expect((await paymentRows(app, order.id)).map((p) => [p.resultCode, p.pspReference])).toEqual([
      ['Authorised', 'WH00000000000001'],
    ]);
  });

  it('completes once when the shopper’s return and the webhook race (twice each)', async () => {
    const order = await insertOrder(app);
    const returnUrl = `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`;
    const redirect = await app.graphql<{ makePayment: { resultCode: string } }>(
      `mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
        makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { resultCode }
      }`,
      {
        orderID: String(order.id),
        hash: order.hash,
        method: { type: 'scheme', encryptedCardNumber: STAND_IN_3DS },
        returnUrl,
      },
      { origin: WEB_ORIGIN },
    );
    expect(redirect.body.data?.makePayment.resultCode).toBe('RedirectShopper');
    const reference = standIn.calls.filter((call) => call.path === '/v72/payments').at(-1)?.body
      .reference as string;
    const verify = () =>
      app.graphql<{ verifyPayment: { resultCode: string; order: { status: string } | null } }>(
        'mutation ($r: String) { verifyPayment(redirectResult: $r) { resultCode order { status } } }',
        { r: `X6XtfGC3!${reference}` },
        { origin: WEB_ORIGIN },
      );
    const hook = notification(
      { pspReference: 'WH00000000000008', merchantReference: reference },
      ADYEN_ENV.ADYEN_HMAC_KEY,
    );
    const errorsBefore = app.logs.filter((line) => line.level === 50).length;

    const answers = await Promise.all([verify(), deliver(hook), verify(), deliver(hook)]);
    for (const answer of [answers[0], answers[2]]) {
      // A guest's answer names no order (verifyPayment takes no hash); the order is checked below.
      expect(answer.body.data?.verifyPayment).toEqual({ resultCode: 'Authorised', order: null });
    }
    await processed('WH00000000000008');
    expect(await storedFor('WH00000000000008')).toHaveLength(1);
    expect((await paymentRows(app, order.id)).map((p) => p.resultCode)).toEqual(['Authorised']);
    expect((await orderRow(app, order.id)).status).toBe('PAID');
    expect(app.logs.filter((line) => line.level === 50).length).toBe(errorsBefore);
  });

  it('refuses a bad HMAC with 401 and stores nothing', async () => {
    const { order, reference } = await orderWithSession();
    const body = notification(
      { pspReference: 'WH00000000000002', merchantReference: reference },
      ADYEN_ENV.ADYEN_HMAC_KEY,
    );
    const item = body.notificationItems[0]?.NotificationRequestItem as Record<string, unknown>;
    item.amount = { currency: 'EUR', value: 1 }; // edited after signing

    const forged = await deliver(body);
    expect(forged.status).toBe(401);
    const wrongKey = await deliver(
      notification({ pspReference: 'WH00000000000002', merchantReference: reference }, 'AB'.repeat(32)),
    );
    expect(wrongKey.status).toBe(401);
    const unsigned = notification(
      { pspReference: 'WH00000000000002', merchantReference: reference },
      ADYEN_ENV.ADYEN_HMAC_KEY,
    );
    delete (unsigned.notificationItems[0]?.NotificationRequestItem as Record<string, unknown> | undefined)
      ?.additionalData;
    expect((await deliver(unsigned)).status).toBe(401);
    expect((await deliver({ nothing: true })).status).toBe(400);
    expect((await deliver({ padding: 'x'.repeat(300_000) })).status).toBe(413);

    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await storedFor('WH00000000000002')).toHaveLength(0);
    expect((await orderRow(app, order.id)).status).toBe('NEW');
  });

  it('keeps the order payable after a failed AUTHORISATION', async () => {
    const { order, reference } = await orderWithSession();
    await deliver(
      notification(
        { pspReference: 'WH00000000000003', merchantReference: reference, success: false, reason: 'Refused' },
        ADYEN_ENV.ADYEN_HMAC_KEY,
      ),
    );
    await processed('WH00000000000003');
    const row = await orderRow(app, order.id);
    expect(row.status).toBe('NEW');
    expect(row.paidAt).toBeNull();
    expect((await paymentRows(app, order.id))[0]?.resultCode).toBe('Refused');
  });

  it('does not pay when the authorised amount differs from the order', async () => {
    const { order, reference } = await orderWithSession(4900);
    await deliver(
      notification(
        { pspReference: 'WH00000000000004', merchantReference: reference, value: 100 },
        ADYEN_ENV.ADYEN_HMAC_KEY,
      ),
    );
    const [row] = await processed('WH00000000000004');
    expect(row?.error).toContain('authorised but the order is NEW');
    expect((await orderRow(app, order.id)).status).toBe('NEW');
  });

  it('marks a paid order REFUNDED on a REFUND, and never a second time', async () => {
    const { order, reference } = await orderWithSession();
    await deliver(
      notification(
        { pspReference: 'WH00000000000005', merchantReference: reference },
        ADYEN_ENV.ADYEN_HMAC_KEY,
      ),
    );
    await processed('WH00000000000005');
    expect((await orderRow(app, order.id)).status).toBe('PAID');

    const refund = notification(
      {
        pspReference: 'WH00000000000006',
        originalReference: 'WH00000000000005',
        merchantReference: 'refund-1',
        eventCode: 'REFUND',
      },
      ADYEN_ENV.ADYEN_HMAC_KEY,
    );
    await deliver(refund);
    await processed('WH00000000000006');
    expect((await orderRow(app, order.id)).status).toBe('REFUNDED');

    // A late AUTHORISATION for the refunded order changes nothing.
    await deliver(
      notification(
        { pspReference: 'WH00000000000007', merchantReference: reference, success: true },
        ADYEN_ENV.ADYEN_HMAC_KEY,
      ),
    );
    await processed('WH00000000000007');
    expect((await orderRow(app, order.id)).status).toBe('REFUNDED');
  });
});

describe('test provider webhooks', () => {
  let app: TestApp;
  const SECRET = 'webhook-test-secret';

  beforeAll(async () => {
    app = await createTestApp({ env: { PAYMENT_TEST_SECRET: SECRET } });
  });
  afterAll(() => app.close());

  it('pays a bank-transfer order when the transfer is announced with the test key', async () => {
    const order = await insertOrder(app);
    const paid = await app.graphql<{ makePayment: { resultCode: string; action: { reference: string } } }>(
      `mutation ($orderID: ID!, $hash: String, $returnUrl: String!) {
        makePayment(orderID: $orderID, hash: $hash, method: { type: "banktransfer" }, returnUrl: $returnUrl) { resultCode action }
      }`,
      {
        orderID: String(order.id),
        hash: order.hash,
        returnUrl: `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`,
      },
      { origin: WEB_ORIGIN },
    );
    expect(paid.body.data?.makePayment.resultCode).toBe('Received');
    expect((await orderRow(app, order.id)).status).toBe('WAITING_FOR_BANKTRANSFER');
    const [attempt] = await paymentRows(app, order.id);

    const deliver = (key: string) =>
      app.fetch('/payments/test-provider/notifications', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          notification(
            {
              pspReference: attempt?.pspReference as string,
              merchantReference: attempt?.idempotencyKey as string,
            },
            key,
          ),
        ),
      });
    expect((await deliver(testNotificationKey('another secret'))).status).toBe(401);
    const accepted = await deliver(testNotificationKey(SECRET));
    expect(await accepted.text()).toBe('[accepted]');
    await vi.waitFor(async () => expect((await orderRow(app, order.id)).status).toBe('PAID'), {
      timeout: 5000,
      interval: 25,
    });
    // The Adyen route does not exist with the test provider.
    expect(
      (await app.fetch('/payments/adyen/notifications', { method: 'POST', body: '{}' })).status,
    ).not.toBe(200);
  });
});
