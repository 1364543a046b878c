import { graphql } from '../../lib/graphql/graphql.ts';
import { PaymentAttemptFragment } from '../payments/index.ts';

/** What the payment page needs: the amount, the methods on offer, the order as it is now and, with Adyen, the Drop-in's session. */
export const ReadPaymentSessionQuery = graphql(`
  query ReadPaymentSession($orderID: ID!, $hash: String, $returnUrl: String!) {
    readPaymentSession(orderID: $orderID, hash: $hash, returnUrl: $returnUrl) {
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
    $hash: String
    $method: JSON!
    $browserInfo: JSON
    $origin: String
    $returnUrl: String!
  ) {
    makePayment(
      orderID: $orderID
      hash: $hash
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
