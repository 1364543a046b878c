import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, orderRow, signUp } from './payment-orders.ts';

const MAKE_PAYMENT = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
    makePayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) { resultCode action }
  }
`;
const VERIFY_PAYMENT = /* GraphQL */ `
  mutation ($redirectResult: String) {
    verifyPayment(redirectResult: $redirectResult) {
      resultCode
      order { id email status invoiceAddress { name city } deliveryAddress { name } }
    }
  }
`;

interface VerifyAnswer {
  resultCode: string;
  order: { id: string; email: string | null; status: string } | null;
}

const VISA_3DS = {
  type: 'scheme',
  number: '4917610000000000',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
};

describe('verifyPayment shows the order only to whoever may read it', () => {
  let app: TestApp;
  const send = <Data>(query: string, variables: Record<string, unknown>, cookie?: string) =>
    app.graphql<Data>(query, variables, { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) });
  const verify = (redirectResult: string, cookie?: string) =>
    send<{ verifyPayment: VerifyAnswer }>(VERIFY_PAYMENT, { redirectResult }, cookie);

  /** Starts a 3-D Secure payment and passes the test bank; the redirectResult the shopper returns with. */
  async function redirectResultFor(order: { id: number; hash: string }, cookie?: string): Promise<string> {
    const returnUrl = `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`;
    const started = await send<{ makePayment: { action: { url: string } } }>(
      MAKE_PAYMENT,
      { orderID: String(order.id), hash: order.hash, method: VISA_3DS, returnUrl },
      cookie,
    );
    const url = new URL(started.body.data?.makePayment.action.url as string);
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
    return new URL(answer.headers.get('location') as string).searchParams.get('redirectResult') as string;
  }

  beforeAll(async () => {
    app = await createTestApp({ env: { PAYMENT_TEST_SECRET: 'verify-replay-secret' } });
  });
  afterAll(() => app.close());

  it('answers a replayed redirectResult with the result code and no order details', async () => {
    const order = await insertOrder(app);
    const redirectResult = await redirectResultFor(order);

    // The shopper's own return (a guest: no session, and verifyPayment takes no hash) pays the order …
    const first = await verify(redirectResult);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.verifyPayment).toEqual({ resultCode: 'Authorised', order: null });
    expect((await orderRow(app, order.id)).status).toBe('PAID');

    // … and whoever replays the result later learns the result, not the e-mail or the addresses.
    const stranger = await signUp(app, 'replayer@example.com');
    for (const cookie of [undefined, stranger.cookie]) {
      const replay = await verify(redirectResult, cookie);
      expect(replay.body.errors).toBeUndefined();
      expect(replay.body.data?.verifyPayment).toEqual({ resultCode: 'Authorised', order: null });
    }
  });

  it('shows the order to its owner’s session', async () => {
    const owner = await signUp(app, 'verify-owner@example.com');
    const order = await insertOrder(app, { userId: owner.id });
    const redirectResult = await redirectResultFor(order, owner.cookie);
    const verified = await verify(redirectResult, owner.cookie);
    expect(verified.body.data?.verifyPayment).toMatchObject({
      resultCode: 'Authorised',
      order: { id: String(order.id), email: 'buyer@example.com', status: 'PAID' },
    });
    const other = await signUp(app, 'verify-other@example.com');
    expect((await verify(redirectResult, other.cookie)).body.data?.verifyPayment.order).toBeNull();
  });
});
