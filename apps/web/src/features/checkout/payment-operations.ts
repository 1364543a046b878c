import { graphql } from '../../lib/graphql/graphql.ts';
import { PaymentAttemptFragment } from '../payments/index.ts';

/** What the payment page needs: the amount, the methods on offer and the order as it is now. */
export const ReadPaymentSessionQuery = graphql(`
  query ReadPaymentSession($orderID: ID!, $hash: String, $returnUrl: String!) {
    readPaymentSession(orderID: $orderID, hash: $hash, returnUrl: $returnUrl) {
      id
      provider
      amount { amount currency }
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

/** Finishes a payment after the shopper came back from a redirect (3-D Secure, a bank). */
export const VerifyPaymentMutation = graphql(
  `
  mutation VerifyPayment($redirectResult: String) {
    verifyPayment(redirectResult: $redirectResult) {
      ...PaymentAttempt
      order { id hash status }
    }
  }
`,
  [PaymentAttemptFragment],
);
