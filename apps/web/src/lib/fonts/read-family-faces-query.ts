import { graphql } from '../graphql/graphql.ts';

/** A family's font files as its stylesheet declares them: static styles and variable fonts. */
export const ReadFamilyFacesQuery = graphql(`
  query ReadFamilyFaces($url: String!, $encodingID: ID) {
    readFamilies(url: $url, encodingID: $encodingID, pageSize: 1) {
      nodes {
        id
        url
        styles {
          id
          weight
          italic
          fontURL
          subsets {
            url
            unicodeRanges
          }
        }
        variableFonts {
          id
          italic
          fontURL
          subsets {
            url
            unicodeRanges
          }
        }
      }
    }
  }
`);
