import { graphql } from '../../lib/graphql/graphql.ts';
import { PaymentAttemptFragment } from '../payments/index.ts';

/**
 * What the payment page needs: the amount, the methods on offer, the order as it is now and, with
 * Adyen, the Drop-in's session. Asked with the catalogue's own arguments: `orderID` is the pay route's
 * `{id}/{hash}` pair, with no separate hash (the same for makePayment below).
 */
export const ReadPaymentSessionQuery = graphql(`
  query ReadPaymentSession($orderID: ID!, $returnUrl: String!) {
    readPaymentSession(orderID: $orderID, returnUrl: $returnUrl) {
      id
      provider
      sessionData
      clientKey
      environment
      amount { amount currency }
      countryCode
      locale
      returnUrl
      paymentMethods { type name }
      order { id hash status paymentError }
    }
  }
`);

export const MakePaymentMutation = graphql(
  `
  mutation MakePayment(
    $orderID: ID!
    $method: JSON!
    $browserInfo: JSON
    $origin: String
    $returnUrl: String!
  ) {
    makePayment(
      orderID: $orderID
      method: $method
      browserInfo: $browserInfo
      origin: $origin
      returnUrl: $returnUrl
    ) {
      ...PaymentAttempt
      order { id hash status }
    }
  }
`,
  [PaymentAttemptFragment],
);

/** Finishes a payment after the shopper came back from a redirect (3-D Secure, a bank); Adyen's Drop-in adds its session id. */
export const VerifyPaymentMutation = graphql(
  `
  mutation VerifyPayment($redirectResult: String, $sessionID: String) {
    verifyPayment(redirectResult: $redirectResult, sessionID: $sessionID) {
      ...PaymentAttempt
      order { id hash status }
    }
  }
`,
  [PaymentAttemptFragment],
);
