import { graphql } from '../../../lib/graphql/graphql.ts';

/**
 * The languages a family covers in full in one encoding (its default without an id): read by the
 * languages section when it comes near the viewport, so the cached page does not carry the list.
 */
export const ReadFamilyLanguagesQuery = graphql(`
  query ReadFamilyLanguages($url: String!, $encodingID: ID) {
    readFamilies(url: $url, encodingID: $encodingID, pageSize: 1) {
      nodes {
        url
        supportedLanguages {
          code
          name
        }
      }
    }
  }
`);
