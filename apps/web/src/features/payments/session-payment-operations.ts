import { graphql } from '../../lib/graphql/graphql.ts';

/**
 * What the shop has recorded for a payment session's attempt: Pending until Adyen's webhook (or a
 * redirect's verification) decides it. The Drop-in's own answer is never taken as proof of payment.
 */
export const SessionPaymentStateMutation = graphql(`
  mutation SessionPaymentState($sessionID: String) {
    verifyPayment(sessionID: $sessionID) {
      resultCode
      refusalReason
    }
  }
`);
