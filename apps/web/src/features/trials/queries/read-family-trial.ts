import { graphql } from '../../../lib/graphql/graphql.ts';

/** What the family page's language and trial sections need, in the encoding shown. */
export const ReadFamilyTrialQuery = graphql(`
  query ReadFamilyTrial($url: String!, $encodingID: ID) {
    readFamilies(url: $url, encodingID: $encodingID, pageSize: 1) {
      nodes {
        id
        title
        preRelease
        trialFamilyProductID
        encoding {
          id
        }
        supportedLanguages {
          code
          name
        }
      }
    }
  }
`);
