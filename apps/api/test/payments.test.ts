import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GraphQLResponse, type TestApp, WEB_ORIGIN } from './harness.ts';
import {
  CREATE_ORDER,
  guestOrder,
  type OrderAnswer,
  postShippingId,
  variantWithStock,
} from './order-fixtures.ts';
import { insertOrder, orderRow, paymentRows, signUp } from './payment-orders.ts';
import {
  MAKE_PAYMENT,
  type PaymentResultAnswer,
  paymentClient,
  READ_ORDER,
  READ_SESSION,
  VISA,
  VISA_3DS,
} from './payment-test-client.ts';

describe('payments with the built-in test provider', () => {
  let app: TestApp;
  const { codeOf, send, returnUrlOf, pay, verify, passBank } = paymentClient(() => app);

  beforeAll(async () => {
    app = await createTestApp({ env: { PAYMENT_TEST_SECRET: 'payments-test-secret' } });
  });
  afterAll(() => app.close());

  it('opens a payment session with the order’s amount, and refuses paid orders, wrong hashes and foreign return URLs', async () => {
    const order = await insertOrder(app, { totalAmount: 12_345 });
    const session = await send<{ readPaymentSession: Record<string, unknown> }>(READ_SESSION, {
      orderID: String(order.id),
      hash: order.hash,
      returnUrl: returnUrlOf(order),
    });
    expect(session.body.errors).toBeUndefined();
    expect(session.body.data?.readPaymentSession).toMatchObject({
      provider: 'test',
      sessionData: null,
      amount: { amount: 12_345, currency: 'EUR' },
      paymentMethods: [
        { type: 'scheme', name: 'Credit card' },
        { type: 'banktransfer', name: 'Bank transfer' },
      ],
      order: { id: String(order.id), status: 'NEW' },
    });

    const wrongHash = await send(READ_SESSION, {
      orderID: String(order.id),
      hash: 'nope',
      returnUrl: returnUrlOf(order),
    });
    expect(codeOf(wrongHash)).toBe(200);
    const foreign = await send(READ_SESSION, {
      orderID: String(order.id),
      hash: order.hash,
      returnUrl: 'https://evil.example/steal',
    });
    expect(codeOf(foreign)).toBe(217);
    const relative = await send(READ_SESSION, {
      orderID: String(order.id),
      hash: order.hash,
      returnUrl: '/pay',
    });
    expect(codeOf(relative)).toBe(217);

    const paid = await insertOrder(app, { status: 'PAID' });
    const paidSession = await send(READ_SESSION, {
      orderID: String(paid.id),
      hash: paid.hash,
      returnUrl: returnUrlOf(paid),
    });
    expect(codeOf(paidSession)).toBe(218);
  });

  it('pays an order placed with createOrder for its total', async () => {
    const tote = await variantWithStock(app, 'specimen-tote', 'Standard', 5);
    const placed = await send<{ createOrder: OrderAnswer }>(
      CREATE_ORDER,
      guestOrder(tote, await postShippingId(app)),
    );
    expect(placed.body.errors).toBeUndefined();
    const order = placed.body.data?.createOrder as OrderAnswer;
    expect(order.paymentUrl).toBe(`${WEB_ORIGIN}/pay/${order.id}/${order.hash}`);
    const target = { id: Number(order.id), hash: order.hash };

    const session = await send<{ readPaymentSession: { amount: { amount: number; currency: string } } }>(
      READ_SESSION,
      { orderID: order.id, hash: order.hash, returnUrl: returnUrlOf(target) },
    );
    expect(session.body.data?.readPaymentSession.amount).toEqual(order.totalPrice);
    const paid = await pay(target, VISA);
    expect(paid.body.data?.makePayment).toMatchObject({
      resultCode: 'Authorised',
      order: { status: 'PAID' },
    });
    const [attempt, payment] = await paymentRows(app, target.id);
    expect(attempt?.sessionId).toMatch(/^test_session_/);
    expect(payment).toMatchObject({ amount: order.totalPrice.amount, resultCode: 'Authorised' });
  });

  it('pays an order with an authorised test card: PAID once, paid_at set, the attempt recorded', async () => {
    const order = await insertOrder(app);
    const response = await pay(order, VISA);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.makePayment).toEqual({
      resultCode: 'Authorised',
      action: null,
      refusalReason: null,
      order: { id: String(order.id), status: 'PAID', paymentUrl: null, paymentError: null },
    });
    const row = await orderRow(app, order.id);
    expect(row.status).toBe('PAID');
    expect(row.paidAt).toBeInstanceOf(Date);
    const attempts = await paymentRows(app, order.id);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]).toMatchObject({
      provider: 'test',
      resultCode: 'Authorised',
      amount: 4900,
      method: 'scheme',
    });
    expect(attempts[0]?.pspReference).toMatch(/^TEST/);

    const again = await pay(order, VISA);
    expect(codeOf(again)).toBe(218);
    expect(await paymentRows(app, order.id)).toHaveLength(1);
  });

  it('keeps a refused order unpaid and payable, and pays it on a later attempt', async () => {
    const order = await insertOrder(app);
    const refused = await pay(order, { ...VISA, holderName: 'DECLINED' });
    expect(refused.body.data?.makePayment).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'Refused',
      order: { status: 'NEW', paymentError: 'Refused' },
    });
    expect(refused.body.data?.makePayment.order?.paymentUrl).toBe(
      `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`,
    );
    const wrongCvc = await pay(order, { ...VISA, cvc: '123' });
    expect(wrongCvc.body.data?.makePayment).toMatchObject({
      resultCode: 'Refused',
      refusalReason: 'CVC Declined',
    });
    expect((await orderRow(app, order.id)).paidAt).toBeNull();

    const later = await pay(order, { ...VISA, number: '5555 3412 4444 1115', holderName: 'Ada Buyer' });
    expect(later.body.data?.makePayment).toMatchObject({
      resultCode: 'Authorised',
      order: { status: 'PAID', paymentError: null },
    });
    expect((await paymentRows(app, order.id)).map((p) => p.resultCode)).toEqual([
      'Refused',
      'Refused',
      'Authorised',
    ]);
  });

  it('still shows the refusal after the pay page opened a new session for the order', async () => {
    const order = await insertOrder(app);
    await pay(order, { ...VISA, holderName: 'DECLINED' });
    const session = await send(READ_SESSION, {
      orderID: String(order.id),
      hash: order.hash,
      returnUrl: returnUrlOf(order),
    });
    expect(session.body.errors).toBeUndefined();
    const read = await send<{ readOrder: Record<string, unknown> }>(READ_ORDER, {
      orderID: String(order.id),
      hash: order.hash,
    });
    expect(read.body.data?.readOrder).toMatchObject({ status: 'NEW', paymentError: 'Refused' });
  });

  it('pays a 3-D Secure card after the test bank and verifyPayment; replays never change the finished order', async () => {
    const order = await insertOrder(app);
    const returnUrl = returnUrlOf(order);

    const first = await pay(order, VISA_3DS);
    expect(first.body.data?.makePayment).toMatchObject({
      resultCode: 'RedirectShopper',
      order: { status: 'NEW' },
    });
    const failedResult = await passBank(first.body.data?.makePayment.action ?? null, 'wrong', returnUrl);

    const second = await pay(order, VISA_3DS);
    const goodResult = await passBank(second.body.data?.makePayment.action ?? null, 'password', returnUrl);

    const refused = await verify({ redirectResult: failedResult });
    // A guest's verifyPayment names no order (it takes no hash): the result code is the answer.
    expect(refused.body.data?.verifyPayment).toMatchObject({
      resultCode: 'Refused',
      refusalReason: '3D Not Authenticated',
      order: null,
    });
    expect((await orderRow(app, order.id)).status).toBe('NEW');

    const verified = await verify({ redirectResult: goodResult });
    expect(verified.body.data?.verifyPayment).toMatchObject({ resultCode: 'Authorised', order: null });
    const paid = await orderRow(app, order.id);
    expect(paid.status).toBe('PAID');

    // The same result again, and the refused one after it: the order stays as it was.
    const replay = await verify({ redirectResult: goodResult });
    expect(replay.body.data?.verifyPayment.resultCode).toBe('Authorised');
    const lateRefusal = await verify({ redirectResult: failedResult });
    expect(lateRefusal.body.data?.verifyPayment.resultCode).toBe('Refused');
    const after = await orderRow(app, order.id);
    expect(after.status).toBe('PAID');
    expect(after.paidAt?.toISOString()).toBe(paid.paidAt?.toISOString());
    expect(after.updatedAt.toISOString()).toBe(paid.updatedAt.toISOString());
    expect((await paymentRows(app, order.id)).map((p) => p.resultCode)).toEqual(['Refused', 'Authorised']);
  });

  it('refuses a forged or unknown redirectResult and leaves the order unpaid', async () => {
    const order = await insertOrder(app);
    const attempt = await pay(order, VISA_3DS);
    const genuine = await passBank(
      attempt.body.data?.makePayment.action ?? null,
      'wrong',
      returnUrlOf(order),
    );
    const [body, signature] = genuine.split('.') as [string, string];
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const forgedBody = Buffer.from(
      JSON.stringify({ ...payload, resultCode: 'Authorised', refusalReason: null }),
    ).toString('base64url');

    for (const redirectResult of [`${forgedBody}.${signature}`, 'garbage', `${body}.${'A'.repeat(43)}`]) {
      const forged = await verify({ redirectResult });
      expect(forged.body.errors).toBeUndefined();
      expect(forged.body.data?.verifyPayment).toMatchObject({ resultCode: 'Error', order: null });
    }
    expect((await orderRow(app, order.id)).status).toBe('NEW');
    expect((await paymentRows(app, order.id)).map((p) => p.resultCode)).toEqual(['RedirectShopper']);
  });

  it('leaves a bank-transfer order WAITING_FOR_BANKTRANSFER with the transfer details', async () => {
    const order = await insertOrder(app);
    const response = await pay(order, { type: 'banktransfer' });
    expect(response.body.data?.makePayment).toMatchObject({
      resultCode: 'Received',
      action: { type: 'bankTransfer', iban: 'NL13TEST0123456789' },
      order: { status: 'WAITING_FOR_BANKTRANSFER', paymentUrl: null },
    });
    // The transfer decides now: another attempt is refused.
    expect(codeOf(await pay(order, VISA))).toBe(200);
    expect((await orderRow(app, order.id)).status).toBe('WAITING_FOR_BANKTRANSFER');
  });

  it('keeps a pending card payment in flight (PENDING, not payable again)', async () => {
    const order = await insertOrder(app);
    const pending = await pay(order, { ...VISA, holderName: 'PENDING' });
    expect(pending.body.data?.makePayment).toMatchObject({
      resultCode: 'Pending',
      order: { status: 'PENDING' },
    });
    expect(codeOf(await pay(order, VISA))).toBe(200);
  });

  it('refuses another user’s order and an order without its hash', async () => {
    const owner = await signUp(app, 'owner@example.com');
    const other = await signUp(app, 'other@example.com');
    const order = await insertOrder(app, { userId: owner.id });
    const variables = { orderID: String(order.id), method: VISA, returnUrl: returnUrlOf(order) };

    expect(codeOf(await send(MAKE_PAYMENT, variables, other.cookie))).toBe(200);
    expect(codeOf(await send(MAKE_PAYMENT, variables))).toBe(200);
    expect(codeOf(await send(MAKE_PAYMENT, { ...variables, hash: 'x'.repeat(32) }, other.cookie))).toBe(200);
    expect(
      codeOf(
        await send(READ_SESSION, { orderID: String(order.id), returnUrl: returnUrlOf(order) }, other.cookie),
      ),
    ).toBe(200);
    expect(await paymentRows(app, order.id)).toHaveLength(0);

    const byOwner = await send<{ makePayment: PaymentResultAnswer }>(MAKE_PAYMENT, variables, owner.cookie);
    expect(byOwner.body.data?.makePayment).toMatchObject({
      resultCode: 'Authorised',
      order: { status: 'PAID' },
    });
    const read = await send<{ readOrder: { status: string } }>(
      READ_ORDER,
      { orderID: String(order.id) },
      owner.cookie,
    );
    expect(read.body.data?.readOrder.status).toBe('PAID');
  });

  it('pays in a bounded number of statements', async () => {
    const order = await insertOrder(app);
    let answer: GraphQLResponse<{ makePayment: PaymentResultAnswer }> | undefined;
    const statements = await app.countStatements(async () => {
      answer = await pay(order, VISA);
    });
    expect(answer?.body.data?.makePayment.order?.status).toBe('PAID');
    // order, attempt count, attempt insert, the completion transaction (4), the answer's order (3),
    // the read that finds no club points to credit (a guest's order), the order with its lines for
    // the confirmation mail (2), and the reads that find nothing more to do: no referrer to credit,
    // no web font bill to settle.
    expect(statements).toBeLessThanOrEqual(17);
  });

  it('stops an order after 10 attempts in an hour (card testing)', async () => {
    const order = await insertOrder(app);
    for (let attempt = 0; attempt < 10; attempt++) {
      const refused = await pay(order, {
        ...VISA,
        number: `400000000000${String(attempt).padStart(4, '0')}`,
      });
      expect(refused.body.data?.makePayment.resultCode).toBe('Refused');
    }
    const blocked = await pay(order, VISA);
    expect(codeOf(blocked)).toBe(200);
    expect(blocked.body.errors?.[0]?.message).toContain('Too many payment attempts');
    expect(await paymentRows(app, order.id)).toHaveLength(10);
  });
});
