import { ImageFields } from '../../../lib/graphql/fragments/image-fields.ts';
import { MoneyFields } from '../../../lib/graphql/fragments/money-fields.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** Everything the product page shows, by the product's URL slug. */
export const ReadShopProductQuery = graphql(
  `
  query ReadShopProduct($url: String!) {
    readPhysicalProducts(url: $url, page: 1, pageSize: 1) {
      nodes {
        id
        title
        url
        body
        productType
        coverBgColor
        coverImage {
          ...ImageFields
        }
        images {
          ...ImageFields
        }
        attributes {
          name
          value
        }
        price {
          ...MoneyFields
        }
        percentageVAT
        oldPrice {
          ...MoneyFields
        }
        available
        availability
        shippingRequired
        accountRequired
        digital
        categories
        publishers
        languages
        variants {
          id
          label
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
  [ImageFields, MoneyFields],
);
