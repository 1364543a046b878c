import { graphql } from '../../../lib/graphql/graphql.ts';

/** One page of families for the /fonts list, with every style's font file for its sample. */
export const ReadFamiliesQuery = graphql(`
  query ReadFamilies($page: Int!, $pageSize: Int!) {
    readFamilies(page: $page, pageSize: $pageSize) {
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
