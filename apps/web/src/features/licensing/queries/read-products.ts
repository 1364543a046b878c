import { graphql } from '../../../lib/graphql/graphql.ts';

/** Live prices of the chosen products under the chosen licences and encodings. */
export const ReadProductsQuery = graphql(`
  query ReadProducts($productIDs: [ID!]!, $encodingIDs: [ID!], $licenses: [LicenseSelectionInput!]) {
    readProducts(productIDs: $productIDs, encodingIDs: $encodingIDs, licenses: $licenses) {
      id
      price {
        amount
        currency
      }
      oldPrice {
        amount
        currency
      }
    }
  }
`);
