import { graphql } from '../../../lib/graphql/graphql.ts';

/** A licence with its options and tiers: what the configurator offers and a cart line says in words. Unmasked. */
export const LicenceFields = graphql(`
  fragment LicenceFields on License @_unmask {
    slug
    title
    description
    options {
      name
      title
      hide
      choices {
        id
        title
        value
        amount
        priceFactor
        isDefault
      }
    }
  }
`);
