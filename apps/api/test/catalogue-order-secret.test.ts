import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type GraphQLResponse, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, orderRow, signUp } from './payment-orders.ts';

/**
 * The catalogue's own arguments (no `hash`): a guest's order is named by the pay route's
 * `{id}/{hash}` pair in orderID / id (docs/shop-contract.md, "The order's secret").
 */
const READ_SESSION = /* GraphQL */ `
  query ($orderID: ID!, $returnUrl: String!) {
    readPaymentSession(orderID: $orderID, returnUrl: $returnUrl) { id amount { amount currency } }
  }
`;
const MAKE_PAYMENT = /* GraphQL */ `
  mutation ($orderID: ID!, $method: JSON!, $browserInfo: JSON, $origin: String, $returnUrl: String!) {
    makePayment(orderID: $orderID, method: $method, browserInfo: $browserInfo, origin: $origin, returnUrl: $returnUrl) {
      resultCode order { id status }
    }
  }
`;
const CANCEL = /* GraphQL */ `mutation ($id: ID!) { cancelOrder(id: $id) { id status } }`;
const CANCEL_WITH_HASH = /* GraphQL */ `mutation ($id: ID!, $hash: String) { cancelOrder(id: $id, hash: $hash) { id status } }`;

const VISA = {
  type: 'scheme',
  number: '4111 1111 4555 1142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
};

describe("guests pay and cancel with the catalogue's arguments", () => {
  let app: TestApp;
  const codeOf = (response: GraphQLResponse<unknown>) => response.body.errors?.[0]?.extensions?.code;
  const send = <Data>(query: string, variables: Record<string, unknown>, cookie?: string) =>
    app.graphql<Data>(query, variables, { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) });
  const routeOf = (order: { id: number; hash: string }) => `${order.id}/${order.hash}`;
  const returnUrlOf = (order: { id: number; hash: string }) => `${WEB_ORIGIN}/pay/${routeOf(order)}`;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('opens a session and pays a guest order named by the pay route pair', async () => {
    const order = await insertOrder(app);
    const session = await send<{ readPaymentSession: { id: string; amount: { amount: number } } }>(
      READ_SESSION,
      { orderID: routeOf(order), returnUrl: returnUrlOf(order) },
    );
    expect(session.body.errors).toBeUndefined();
    expect(session.body.data?.readPaymentSession.amount.amount).toBe(4900);

    const paid = await send<{ makePayment: { resultCode: string } }>(MAKE_PAYMENT, {
      orderID: routeOf(order),
      method: VISA,
      browserInfo: { userAgent: 'test', acceptHeader: '*/*' },
      origin: WEB_ORIGIN,
      returnUrl: returnUrlOf(order),
    });
    expect(paid.body.errors).toBeUndefined();
    expect(paid.body.data?.makePayment.resultCode).toBe('Authorised');
    expect((await orderRow(app, order.id)).status).toBe('PAID');
  });

  it('cancels a guest order named by the pay route pair', async () => {
    const order = await insertOrder(app);
    const cancelled = await send<{ cancelOrder: { status: string } }>(CANCEL, { id: routeOf(order) });
    expect(cancelled.body.errors).toBeUndefined();
    expect(cancelled.body.data?.cancelOrder.status).toBe('CANCELLED');
  });

  it('refuses an absent, wrong or contradicting secret with 200 and leaves the order as it was', async () => {
    const order = await insertOrder(app);
    const wrong = `${order.id}/${'0'.repeat(order.hash.length)}`;
    const answers = [
      await send(READ_SESSION, { orderID: String(order.id), returnUrl: returnUrlOf(order) }),
      await send(READ_SESSION, { orderID: wrong, returnUrl: returnUrlOf(order) }),
      await send(MAKE_PAYMENT, { orderID: String(order.id), method: VISA, returnUrl: returnUrlOf(order) }),
      await send(MAKE_PAYMENT, { orderID: wrong, method: VISA, returnUrl: returnUrlOf(order) }),
      await send(MAKE_PAYMENT, { orderID: `${order.id}/`, method: VISA, returnUrl: returnUrlOf(order) }),
      await send(CANCEL, { id: String(order.id) }),
      await send(CANCEL, { id: wrong }),
      // The pair and a separate hash must agree: a wrong pair is not rescued by a right hash.
      await send(CANCEL_WITH_HASH, { id: wrong, hash: order.hash }),
    ];
    expect(answers.map(codeOf)).toEqual(Array(answers.length).fill(200));
    expect((await orderRow(app, order.id)).status).toBe('NEW');
  });

  it("still takes the separate hash argument, and never opens another user's order", async () => {
    const guest = await insertOrder(app);
    const cancelled = await send<{ cancelOrder: { status: string } }>(CANCEL_WITH_HASH, {
      id: String(guest.id),
      hash: guest.hash,
    });
    expect(cancelled.body.data?.cancelOrder.status).toBe('CANCELLED');

    const owner = await signUp(app, 'secret-owner@example.com');
    const other = await signUp(app, 'secret-other@example.com');
    const owned = await insertOrder(app, { userId: owner.id });
    const byOther = [
      await send(READ_SESSION, { orderID: String(owned.id), returnUrl: returnUrlOf(owned) }, other.cookie),
      await send(
        MAKE_PAYMENT,
        { orderID: String(owned.id), method: VISA, returnUrl: returnUrlOf(owned) },
        other.cookie,
      ),
      await send(CANCEL, { id: String(owned.id) }, other.cookie),
    ];
    expect(byOther.map(codeOf)).toEqual([200, 200, 200]);
    expect((await orderRow(app, owned.id)).status).toBe('NEW');

    const byOwner = await send<{ cancelOrder: { status: string } }>(
      CANCEL,
      { id: String(owned.id) },
      owner.cookie,
    );
    expect(byOwner.body.data?.cancelOrder.status).toBe('CANCELLED');
  });
});
