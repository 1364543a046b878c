import { graphql } from '../../../lib/graphql/graphql.ts';

/** One family by its URL slug, with everything the family page shows. */
export const ReadFamilyQuery = graphql(`
  query ReadFamily($url: String!) {
    readFamilies(url: $url, pageSize: 1) {
      nodes {
        id
        title
        url
        summary
        titleInEncoding
        credits
        xHeight
        openTypeFeatures
        supportedScripts
        encoding {
          direction
          title
        }
        familyEncodings {
          encoding {
            id
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
        }
        variableFonts {
          id
          title
          italic
          fontURL
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
