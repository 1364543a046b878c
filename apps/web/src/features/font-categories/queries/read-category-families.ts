import { graphql } from '../../../lib/graphql/graphql.ts';

/** One page of the families of an editorial category (families.categories: smart, legibility). */
export const ReadCategoryFamiliesQuery = graphql(`
  query ReadCategoryFamilies($category: String!, $page: Int!, $pageSize: Int!) {
    readFamilies(category: $category, page: $page, pageSize: $pageSize) {
      nodes {
        id
        title
        url
        isIconFamily
        defaultStyle {
          id
        }
        styles {
          id
          title
          weight
          italic
          fontURL
          glyphCount
          subsets {
            id
            url
            unicodeRanges
          }
        }
      }
      pageInfo {
        hasNextPage
        nextPage
      }
    }
  }
`);
