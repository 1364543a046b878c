import { expect } from 'vitest';
import { type GraphQLResponse, type TestApp, WEB_ORIGIN } from './harness.ts';

export const ORDER_FIELDS = 'id status paymentUrl paymentError';

export const READ_SESSION = /* GraphQL */ `
  query ($orderID: ID!, $hash: String, $returnUrl: String!) {
    readPaymentSession(orderID: $orderID, hash: $hash, returnUrl: $returnUrl) {
      id provider sessionData clientKey amount { amount currency } paymentMethods { type name } order { id status }
    }
  }
`;
export const MAKE_PAYMENT = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String, $method: JSON!, $browserInfo: JSON, $returnUrl: String!) {
    makePayment(orderID: $orderID, hash: $hash, method: $method, browserInfo: $browserInfo, returnUrl: $returnUrl) {
      resultCode action refusalReason order { ${ORDER_FIELDS} }
    }
  }
`;
export const MAKE_STORED_CARD_PAYMENT = /* GraphQL */ `
  mutation ($orderID: ID!, $hash: String, $method: JSON!, $returnUrl: String!) {
    makeStoredCardPayment(orderID: $orderID, hash: $hash, method: $method, returnUrl: $returnUrl) {
      resultCode refusalReason order { ${ORDER_FIELDS} }
    }
  }
`;
export const VERIFY_PAYMENT = /* GraphQL */ `
  mutation ($redirectResult: String, $details: JSON, $sessionID: String) {
    verifyPayment(redirectResult: $redirectResult, details: $details, sessionID: $sessionID) {
      resultCode refusalReason order { ${ORDER_FIELDS} } storedCard { id lastFour status }
    }
  }
`;
export const ADD_STORED_CARD = /* GraphQL */ `
  mutation ($paymentMethod: JSON!) {
    addStoredCard(paymentMethod: $paymentMethod) {
      resultCode action refusalReason storedCard { id storedPaymentMethodId brand lastFour expiryMonth expiryYear default status }
    }
  }
`;
export const READ_ORDER = /* GraphQL */ `query ($orderID: ID!, $hash: String) { readOrder(orderID: $orderID, hash: $hash) { ${ORDER_FIELDS} } }`;

export interface PaymentResultAnswer {
  resultCode: string;
  action: { type: string; url?: string; method?: string; iban?: string } | null;
  refusalReason: string | null;
  order: { id: string; status: string; paymentUrl: string | null; paymentError: string | null } | null;
  storedCard?: { id: string; lastFour: string; status: string; storedPaymentMethodId?: string } | null;
}

export const VISA = {
  type: 'scheme',
  number: '4111 1111 4555 1142',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
};
export const VISA_3DS = {
  type: 'scheme',
  number: '4917 6100 0000 0000',
  expiryMonth: '03',
  expiryYear: '2030',
  cvc: '737',
};

/** The payment calls the payment tests share, over the test app of the calling describe. */
export function paymentClient(testApp: () => TestApp) {
  const codeOf = (response: GraphQLResponse<unknown>) => response.body.errors?.[0]?.extensions?.code;
  const send = <Data>(query: string, variables: Record<string, unknown>, cookie?: string) =>
    testApp().graphql<Data>(query, variables, { origin: WEB_ORIGIN, ...(cookie ? { cookie } : {}) });
  const returnUrlOf = (order: { id: number; hash: string }) => `${WEB_ORIGIN}/pay/${order.id}/${order.hash}`;
  const pay = async (order: { id: number; hash: string }, method: Record<string, unknown>, cookie?: string) =>
    send<{ makePayment: PaymentResultAnswer }>(
      MAKE_PAYMENT,
      { orderID: String(order.id), hash: order.hash, method, returnUrl: returnUrlOf(order) },
      cookie,
    );
  const verify = (variables: Record<string, unknown>, cookie?: string) =>
    send<{ verifyPayment: PaymentResultAnswer }>(VERIFY_PAYMENT, variables, cookie);

  /** Follows a RedirectShopper action through the test bank and returns the redirectResult. */
  const passBank = async (action: PaymentResultAnswer['action'], password: string, returnUrl: string) => {
    expect(action?.type).toBe('redirect');
    const url = new URL(action?.url as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${testApp().config.apiUrl}/payments/test-provider/redirect`);
    const page = await testApp().fetch(url.toString());
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="password"');
    const answer = await testApp().fetch('/payments/test-provider/redirect', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ data: url.searchParams.get('data') as string, password, answer: 'submit' }),
      redirect: 'manual',
    });
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location') as string);
    expect(`${back.origin}${back.pathname}`).toBe(returnUrl.split('?')[0]);
    return back.searchParams.get('redirectResult') as string;
  };

  return { codeOf, send, returnUrlOf, pay, verify, passBank };
}
