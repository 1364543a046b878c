import { graphql } from '../../../lib/graphql/graphql.ts';

/** A family's OpenType feature samples in one encoding (its default without an id). */
export const ReadFeatureSamplesQuery = graphql(`
  query ReadFeatureSamples($url: String!, $encodingID: ID) {
    readFamilies(url: $url, encodingID: $encodingID, pageSize: 1) {
      nodes {
        url
        openTypeFeatureSamples {
          tag
          title
          sample
        }
      }
    }
  }
`);
