import { MoneyFields } from '../../../lib/graphql/fragments/money-fields.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/**
 * What a product page reads live in the browser: its stock and prices now. The rest of the page
 * comes from the cache and may be a change behind (docs/performance.md, "Public pages").
 */
export const ReadProductStockQuery = graphql(
  `
  query ReadProductStock($url: String!) {
    readPhysicalProducts(url: $url, page: 1, pageSize: 1) {
      nodes {
        id
        url
        price {
          ...MoneyFields
        }
        oldPrice {
          ...MoneyFields
        }
        available
        availability
        variants {
          id
          available
          availability
          price {
            ...MoneyFields
          }
        }
      }
    }
  }
`,
  [MoneyFields],
);
