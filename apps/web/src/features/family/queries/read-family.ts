import { graphql } from '../../../lib/graphql/graphql.ts';

/**
 * One family by its URL slug, with everything the family page shows; with an encoding id, the family
 * as drawn in that encoding (its titles, styles and direction).
 */
export const ReadFamilyQuery = graphql(`
  query ReadFamily($url: String!, $encodingID: ID) {
    readFamilies(url: $url, encodingID: $encodingID, pageSize: 1) {
      nodes {
        id
        title
        url
        summary
        titleInEncoding
        credits
        xHeight
        openTypeFeatures
        openTypeFeatureSamples {
          tag
          title
          sample
        }
        hasWeightCalculator
        supportedScripts
        isIconFamily
        encoding {
          id
          url
          direction
          title
        }
        familyEncodings {
          encoding {
            id
            url
            title
            direction
          }
          titleInEncoding
        }
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
            url
            unicodeRanges
          }
        }
        variableFonts {
          id
          title
          italic
          fontURL
          subsets {
            url
            unicodeRanges
          }
          axes {
            tag
            label
            min
            max
            default
            steps
          }
          instances {
            id
            name
            coordinates {
              tag
              value
            }
          }
        }
      }
    }
  }
`);
