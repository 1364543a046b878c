import { graphql } from '../../lib/graphql/graphql.ts';

/** How a payment attempt went (PaymentResult), as paymentOutcome reads it. */
export const PaymentAttemptFragment = graphql(`
  fragment PaymentAttempt on PaymentResult @_unmask {
    resultCode
    action
    refusalReason
  }
`);
