import { payments } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { ERROR_CODE } from '@foundry/errors';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ATTEMPT_WINDOW_MS, IN_FLIGHT_TIMEOUT_MS } from '../src/services/payments/pay-order.ts';
import { orderPaymentReference } from '../src/services/payments/payment-reference.ts';
import { createTestApp, type GraphQLResponse, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, orderRow, paymentRows, signUp } from './payment-orders.ts';
import { createSlowPayments, type SlowPayments } from './slow-payment-provider.ts';

const PAYMENT_FIELDS = 'resultCode refusalReason';
const MAKE_PAYMENT = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
    makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { ${PAYMENT_FIELDS} }
  }
`;
const MAKE_STORED_CARD_PAYMENT = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
    makeStoredCardPayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { ${PAYMENT_FIELDS} }
  }
`;
const ADD_STORED_CARD = /* GraphQL */ `
  mutation ($paymentMethod: JSON!) { addStoredCard(paymentMethod: $paymentMethod) { storedCard { storedPaymentMethodId } } }
`;

const VISA = {
  type: 'scheme',
  number: '4111111145551142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
};
const DECLINED = { ...VISA, holderName: 'DECLINED' };

type Order = Awaited<ReturnType<typeof insertOrder>>;
type Answer = GraphQLResponse<Record<string, { resultCode: string } | undefined>>;

// Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where the calls really run on separate
// connections. The provider answers after 500 ms, so every call arrives while the first is in flight.
describe('payments for one order never run twice at once (provider answering after 500 ms)', () => {
  let app: TestApp;
  let slow: SlowPayments;

  const codeOf = (answer: Answer) => answer.body.errors?.[0]?.extensions?.code;
  const send = (query: string, variables: Record<string, unknown>, cookie?: string): Promise<Answer> =>
    app.graphql(query, variables, { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) });
  const variablesOf = (order: Order, method: Record<string, unknown>) => ({
    orderID: String(order.id),
    hash: order.hash,
    method,
    returnUrl: `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`,
  });
  const callsFor = (order: Order) =>
    slow.calls.filter((call) => call.reference.startsWith(`order-${order.id}-`)).length;
  /** The answers that made an attempt, and the refusals' codes. */
  const split = (answers: Answer[], field: string) => ({
    answered: answers.filter((answer) => answer.body.data?.[field]),
    refusedCodes: answers.filter((answer) => !answer.body.data?.[field]).map(codeOf),
  });

  beforeAll(async () => {
    slow = createSlowPayments({ delayMs: 500, secret: 'payment-concurrency-secret' });
    app = await createTestApp({ payments: slow });
  });
  beforeEach(() => {
    slow.calls.length = 0;
  });
  afterAll(() => app.close());

  it('10 simultaneous makePayment calls charge once: 1 provider call, 1 authorised attempt, 9 refusals', async () => {
    const order = await insertOrder(app);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => send(MAKE_PAYMENT, variablesOf(order, VISA))),
    );
    const { answered, refusedCodes } = split(answers, 'makePayment');
    expect(answered.map((answer) => answer.body.data?.makePayment?.resultCode)).toEqual(['Authorised']);
    // In flight (200) while the first waits for the provider, or already paid (218) after it.
    expect(refusedCodes).toHaveLength(9);
    for (const code of refusedCodes) {
      expect([ERROR_CODE.ORDER_INVALID, ERROR_CODE.ORDER_ALREADY_PAID]).toContain(code);
    }
    expect(callsFor(order)).toBe(1);
    expect((await paymentRows(app, order.id)).map((row) => row.resultCode)).toEqual(['Authorised']);
    expect((await orderRow(app, order.id)).status).toBe('PAID');
  });

  it('tells the double-clicker that a payment is in progress', async () => {
    const order = await insertOrder(app);
    const [first, second] = await Promise.all([
      send(MAKE_PAYMENT, variablesOf(order, VISA)),
      send(MAKE_PAYMENT, variablesOf(order, VISA)),
    ]);
    const loser = first?.body.data?.makePayment ? second : first;
    expect(codeOf(loser as Answer)).toBe(ERROR_CODE.ORDER_INVALID);
    expect(loser?.body.errors?.[0]?.message).toMatch(/already in progress/);
    expect(callsFor(order)).toBe(1);
  });

  it('counts the attempt limit under the same lock: 30 simultaneous calls never pass 10 attempts', async () => {
    const order = await insertOrder(app);
    // Nine refused attempts in the last hour already.
    await app.database.db.insert(payments).values(
      Array.from({ length: 9 }, () => ({
        orderId: order.id,
        provider: 'test',
        amount: order.totalAmount,
        currency: order.currency,
        idempotencyKey: orderPaymentReference(order.id),
        method: 'scheme',
        resultCode: 'Refused',
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => send(MAKE_PAYMENT, variablesOf(order, DECLINED))),
    );
    expect(split(answers, 'makePayment').answered).toHaveLength(1);
    expect(callsFor(order)).toBe(1);
    expect(await paymentRows(app, order.id)).toHaveLength(10);

    const eleventh = await send(MAKE_PAYMENT, variablesOf(order, VISA));
    expect(codeOf(eleventh)).toBe(ERROR_CODE.ORDER_INVALID);
    expect(eleventh.body.errors?.[0]?.message).toContain('Too many payment attempts');
    expect(callsFor(order)).toBe(1);
    expect(ATTEMPT_WINDOW_MS).toBe(60 * 60 * 1000);
  });

  it('10 simultaneous makeStoredCardPayment calls charge the stored card once', async () => {
    const user = await signUp(app, 'concurrent-cards@example.com');
    const added = await send(ADD_STORED_CARD, { paymentMethod: VISA }, user.cookie);
    const card = (
      added.body.data?.addStoredCard as { storedCard: { storedPaymentMethodId: string } } | undefined
    )?.storedCard;
    expect(card?.storedPaymentMethodId).toBeTruthy();
    const order = await insertOrder(app, { userId: user.id });
    const method = { type: 'scheme', storedPaymentMethodId: card?.storedPaymentMethodId };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send(MAKE_STORED_CARD_PAYMENT, variablesOf(order, method), user.cookie),
      ),
    );
    const { answered, refusedCodes } = split(answers, 'makeStoredCardPayment');
    expect(answered.map((answer) => answer.body.data?.makeStoredCardPayment?.resultCode)).toEqual([
      'Authorised',
    ]);
    expect(refusedCodes).toHaveLength(9);
    expect(callsFor(order)).toBe(1);
    expect((await paymentRows(app, order.id)).map((row) => row.resultCode)).toEqual(['Authorised']);
  });

  it('lets a new attempt through once an unanswered one is older than the in-flight timeout', async () => {
    const order = await insertOrder(app);
    const unanswered = (createdAt: Date) => ({
      orderId: order.id,
      provider: 'test',
      amount: order.totalAmount,
      currency: order.currency,
      idempotencyKey: orderPaymentReference(order.id),
      method: 'scheme',
      createdAt,
    });
    // A call that is still waiting for the provider blocks the next one …
    await app.database.db.insert(payments).values(unanswered(new Date()));
    const blocked = await send(MAKE_PAYMENT, variablesOf(order, VISA));
    expect(blocked.body.errors?.[0]?.message).toMatch(/already in progress/);
    expect(callsFor(order)).toBe(0);

    // … but one whose process died long ago (never answered) does not block the order for ever.
    await app.database.db.delete(payments).where(eq(payments.orderId, order.id));
    await app.database.db
      .insert(payments)
      .values(unanswered(new Date(Date.now() - IN_FLIGHT_TIMEOUT_MS - 60_000)));
    const paid = await send(MAKE_PAYMENT, variablesOf(order, VISA));
    expect(paid.body.data?.makePayment?.resultCode).toBe('Authorised');
    expect(callsFor(order)).toBe(1);
  });
});
