import { storedCards } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import {
  ADYEN_ENV,
  STAND_IN_3DS,
  STAND_IN_AUTHORISED,
  type StandInCall,
  startAdyenStandIn,
} from './adyen-stand-in.ts';
import { createTestApp, type TestApp, WEB_ORIGIN } from './harness.ts';
import { insertOrder, orderRow, paymentRows, signUp } from './payment-orders.ts';

const READ_SESSION = /* GraphQL */ `
  query ($orderID: ID!, $hash: String, $returnUrl: String!) {
    readPaymentSession(orderID: $orderID, hash: $hash, returnUrl: $returnUrl) {
      id provider sessionData clientKey environment amount { amount currency } countryCode locale returnUrl
      paymentMethods { type name }
    }
  }
`;
const MAKE_PAYMENT = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String, $method: JSON!, $browserInfo: JSON, $origin: String, $returnUrl: String!) {
    makePayment(orderID: $orderID, hash: $hash, method: $method, browserInfo: $browserInfo, origin: $origin, returnUrl: $returnUrl) {
      resultCode action refusalReason order { id status }
    }
  }
`;
const VERIFY_PAYMENT = /* GraphQL */ `
  mutation ($redirectResult: String) {
    verifyPayment(redirectResult: $redirectResult) { resultCode refusalReason order { id status } }
  }
`;
const ADD_STORED_CARD = /* GraphQL */ `
  mutation ($paymentMethod: JSON!) {
    addStoredCard(paymentMethod: $paymentMethod) { resultCode storedCard { storedPaymentMethodId brand lastFour expiryMonth expiryYear status } }
  }
`;

interface PaymentAnswer {
  resultCode: string;
  action: Record<string, unknown> | null;
  refusalReason: string | null;
  order: { id: string; status: string } | null;
}

describe('Adyen adapter against a stand-in of the Checkout API', () => {
  let app: TestApp;
  let standIn: Awaited<ReturnType<typeof startAdyenStandIn>>;

  const send = <Data>(query: string, variables: Record<string, unknown>, cookie?: string) =>
    app.graphql<Data>(query, variables, { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) });
  const returnUrlOf = (order: { id: number; hash: string }) => `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`;
  const lastCall = (path: string): StandInCall => {
    const call = standIn.calls.filter((entry) => entry.path === path).at(-1);
    if (!call) throw new Error(`the stand-in got no ${path}`);
    return call;
  };
  const pay = (order: { id: number; hash: string }, method: Record<string, unknown>) =>
    send<{ makePayment: PaymentAnswer }>(MAKE_PAYMENT, {
      orderID: String(order.id),
      hash: order.hash,
      method,
      browserInfo: { userAgent: 'Mozilla/5.0', acceptHeader: 'text/html', language: 'en', colorDepth: 24 },
      origin: WEB_ORIGIN,
      returnUrl: returnUrlOf(order),
    });

  beforeAll(async () => {
    standIn = await startAdyenStandIn();
    app = await createTestApp({ env: { ...ADYEN_ENV, ADYEN_ENDPOINT: standIn.url } });
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
  });

  it('opens a Drop-in session with the order’s amount, the client key and the payment methods', async () => {
    const order = await insertOrder(app, { totalAmount: 8_800 });
    const response = await send<{ readPaymentSession: Record<string, unknown> }>(READ_SESSION, {
      orderID: String(order.id),
      hash: order.hash,
      returnUrl: returnUrlOf(order),
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.readPaymentSession).toEqual({
      id: 'CS_STANDIN_1',
      provider: 'adyen',
      sessionData: 'Ab02b4c0!BQABAgA…',
      clientKey: ADYEN_ENV.ADYEN_CLIENT_KEY,
      environment: 'test',
      amount: { amount: 8_800, currency: 'EUR' },
      countryCode: 'CZ',
      locale: 'en-US',
      returnUrl: returnUrlOf(order),
      paymentMethods: [
        { type: 'scheme', name: 'Cards' },
        { type: 'ideal', name: 'iDEAL' },
      ],
    });
    const call = lastCall('/v72/sessions');
    expect(call.headers['x-api-key']).toBe(ADYEN_ENV.ADYEN_API_KEY);
    expect(call.body).toMatchObject({
      merchantAccount: 'FoundryECOM',
      amount: { value: 8_800, currency: 'EUR' },
      returnUrl: returnUrlOf(order),
      countryCode: 'CZ',
      shopperLocale: 'en-US',
      channel: 'Web',
      shopperEmail: 'buyer@example.com',
    });
    // A guest has no stored cards at Adyen, and none is kept for them.
    expect(call.body).not.toHaveProperty('shopperReference');
    expect(call.body).not.toHaveProperty('storePaymentMethodMode');
    expect(lastCall('/v72/paymentMethods').body).toMatchObject({ amount: { value: 8_800, currency: 'EUR' } });
    // The session's attempt is recorded under the reference Adyen will echo in its webhook.
    const [attempt] = await paymentRows(app, order.id);
    expect(attempt).toMatchObject({
      provider: 'adyen',
      sessionId: 'CS_STANDIN_1',
      idempotencyKey: call.body.reference,
    });
  });

  it('opens a signed-in shopper’s session with their reference, so the Drop-in lists and may keep their cards', async () => {
    const user = await signUp(app, 'adyen-dropin@example.com');
    const order = await insertOrder(app, { userId: user.id });
    const response = await send<{ readPaymentSession: { id: string } }>(
      READ_SESSION,
      { orderID: String(order.id), returnUrl: returnUrlOf(order) },
      user.cookie,
    );
    expect(response.body.errors).toBeUndefined();
    expect(lastCall('/v72/sessions').body).toMatchObject({
      shopperReference: `user-${user.id}`,
      storePaymentMethodMode: 'askForConsent',
      recurringProcessingModel: 'CardOnFile',
      shopperInteraction: 'Ecommerce',
    });
  });

  it('pays with /payments, sending the attempt’s idempotency key, and marks the order PAID', async () => {
    const order = await insertOrder(app);
    const response = await pay(order, { type: 'scheme', encryptedCardNumber: STAND_IN_AUTHORISED });
    expect(response.body.data?.makePayment).toEqual({
      resultCode: 'Authorised',
      action: null,
      refusalReason: null,
      order: { id: String(order.id), status: 'PAID' },
    });
    const call = lastCall('/v72/payments');
    expect(call.headers['idempotency-key']).toBe(call.body.reference);
    expect(call.body).toMatchObject({
      merchantAccount: 'FoundryECOM',
      amount: { value: 4900, currency: 'EUR' },
      reference: expect.stringMatching(new RegExp(`^order-${order.id}-`)),
      paymentMethod: { type: 'scheme', encryptedCardNumber: STAND_IN_AUTHORISED },
      browserInfo: { userAgent: 'Mozilla/5.0' },
      origin: WEB_ORIGIN,
      channel: 'Web',
    });
    const [attempt] = await paymentRows(app, order.id);
    expect(attempt).toMatchObject({ resultCode: 'Authorised', idempotencyKey: call.body.reference });
    expect(attempt?.pspReference).toMatch(/^PSP/);
  });

  it('passes 3-D Secure redirects through and completes them with /payments/details', async () => {
    const order = await insertOrder(app);
    const redirect = await pay(order, { type: 'scheme', encryptedCardNumber: STAND_IN_3DS });
    expect(redirect.body.data?.makePayment).toMatchObject({
      resultCode: 'RedirectShopper',
      action: {
        type: 'redirect',
        method: 'GET',
        url: expect.stringContaining('checkoutshopper-test.adyen.com'),
      },
      order: { status: 'NEW' },
    });
    const reference = lastCall('/v72/payments').body.reference as string;

    const forged = await send<{ verifyPayment: PaymentAnswer }>(VERIFY_PAYMENT, {
      redirectResult: 'X6XtfGC3!forged',
    });
    expect(forged.body.data?.verifyPayment).toEqual({
      resultCode: 'Error',
      refusalReason: 'Invalid redirect result',
      order: null,
    });
    expect((await orderRow(app, order.id)).status).toBe('NEW');

    const verified = await send<{ verifyPayment: PaymentAnswer }>(VERIFY_PAYMENT, {
      redirectResult: `X6XtfGC3!${reference}`,
    });
    expect(verified.body.data?.verifyPayment).toEqual({
      resultCode: 'Authorised',
      refusalReason: null,
      order: null,
    });
    expect((await orderRow(app, order.id)).status).toBe('PAID');
    expect(lastCall('/v72/payments/details').body).toEqual({
      details: { redirectResult: `X6XtfGC3!${reference}` },
    });
  });

  it('turns Adyen’s validation errors into a refusal that keeps the order payable', async () => {
    const order = await insertOrder(app);
    const response = await pay(order, { type: 'scheme', encryptedCardNumber: 'test_1234' });
    expect(response.body.data?.makePayment).toMatchObject({
      resultCode: 'Error',
      refusalReason: 'Invalid card number',
      order: { status: 'NEW' },
    });
  });

  it('stores a card with a zero-amount /payments check under the shopper’s reference, and deletes it at Adyen', async () => {
    const user = await signUp(app, 'adyen-card@example.com');
    const response = await send<{ addStoredCard: Record<string, unknown> }>(
      ADD_STORED_CARD,
      { paymentMethod: { type: 'scheme', encryptedCardNumber: STAND_IN_AUTHORISED } },
      user.cookie,
    );
    expect(response.body.data?.addStoredCard).toEqual({
      resultCode: 'Authorised',
      storedCard: {
        storedPaymentMethodId: 'M5N7TQ4TG5PFWR50',
        brand: 'visa',
        lastFour: '1142',
        expiryMonth: 3,
        expiryYear: 2030,
        status: 'verified',
      },
    });
    expect(lastCall('/v72/payments').body).toMatchObject({
      amount: { value: 0, currency: 'EUR' },
      storePaymentMethod: true,
      shopperReference: `user-${user.id}`,
      recurringProcessingModel: 'CardOnFile',
      shopperInteraction: 'Ecommerce',
    });

    const [card] = await app.database.db.select().from(storedCards).where(eq(storedCards.userId, user.id));
    const deleted = await send<{ deleteStoredCard: unknown[] }>(
      'mutation ($id: ID!) { deleteStoredCard(id: $id) { id } }',
      { id: String(card?.id) },
      user.cookie,
    );
    expect(deleted.body.data?.deleteStoredCard).toEqual([]);
    const removal = standIn.calls.at(-1) as StandInCall;
    expect(removal.method).toBe('DELETE');
    const url = new URL(removal.path, standIn.url);
    expect(url.pathname).toBe('/v72/storedPaymentMethods/M5N7TQ4TG5PFWR50');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      shopperReference: `user-${user.id}`,
      merchantAccount: 'FoundryECOM',
    });
  });

  it('refuses to start without the Adyen variables', () => {
    expect(() => loadConfig({ ...ADYEN_ENV, ADYEN_MERCHANT_ACCOUNT: '' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...ADYEN_ENV, ADYEN_MERCHANT_ACCOUNT: '' })).toThrow(
      'ADYEN_MERCHANT_ACCOUNT is required when PAYMENT_PROVIDER is adyen.',
    );
  });
});
