import { graphql } from '../graphql.ts';

/** An amount with its currency. Unmasked. */
export const MoneyFields = graphql(`
  fragment MoneyFields on Money @_unmask {
    amount
    currency
  }
`);
