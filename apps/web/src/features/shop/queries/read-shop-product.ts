import { graphql } from '../../../lib/graphql/graphql.ts';

/** Everything the product page shows, by the product's URL slug. */
export const ReadShopProductQuery = graphql(`
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
          url
          width
          height
          alt
        }
        images {
          url
          width
          height
          alt
        }
        attributes {
          name
          value
        }
        price {
          amount
          currency
        }
        percentageVAT
        oldPrice {
          amount
          currency
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
            amount
            currency
          }
        }
      }
    }
  }
`);
