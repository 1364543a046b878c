import { graphql } from '../../../lib/graphql/graphql.ts';

/** Every family the tester can pick (one page of 500, the picker's size), with its font files. */
export const ReadTestingFamiliesQuery = graphql(`
  query ReadTestingFamilies($pageSize: Int!) {
    readFamilies(page: 1, pageSize: $pageSize) {
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
    }
  }
`);
