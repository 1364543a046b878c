import { graphql } from '../../../lib/graphql/graphql.ts';

/** Every licence with its options and tiers: what a cart line needs to say its licences in words. */
export const ReadLicencesQuery = graphql(`
  query ReadLicences {
    readLicenses {
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
  }
`);
