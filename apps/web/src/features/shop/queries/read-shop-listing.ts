import { graphql } from '../../../lib/graphql/graphql.ts';

/** What a product card shows: cover, title, price, old price and whether anything is in stock. */
export const ShopProductCardFragment = graphql(`
  fragment ShopProductCard on PhysicalProduct {
    id
    title
    url
    productType
    coverBgColor
    coverImage {
      url
      width
      height
      alt
    }
    price {
      amount
      currency
    }
    oldPrice {
      amount
      currency
    }
    available
  }
`);

/** One page of a shop listing (section 2.1): filtered by type and facets, in the chosen order. */
export const ReadShopListingQuery = graphql(
  `
    query ReadShopListing(
      $productType: PhysicalProductType
      $categories: [String!]
      $publishers: [String!]
      $languages: [String!]
      $sortBy: PhysicalProductSort
      $page: Int!
      $pageSize: Int!
    ) {
      readPhysicalProducts(
        productType: $productType
        categories: $categories
        publishers: $publishers
        languages: $languages
        sortBy: $sortBy
        page: $page
        pageSize: $pageSize
      ) {
        nodes {
          id
          ...ShopProductCard
        }
        pageInfo {
          hasNextPage
          nextPage
        }
      }
    }
  `,
  [ShopProductCardFragment],
);

/** The values the filter bar of a listing offers. */
export const ReadShopFilterQuery = graphql(`
  query ReadShopFilter($productType: PhysicalProductType) {
    readPhysicalProductsFilter(productType: $productType) {
      categories
      publishers
      languages
    }
  }
`);
