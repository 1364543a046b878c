import { graphql } from '../../../lib/graphql/graphql.ts';
import { LicenceFields } from './licence-fields.ts';

/** What the configurator offers for one family: its products per encoding and every licence. */
export const ReadLicenceConfiguratorQuery = graphql(
  `
  query ReadLicenceConfigurator($url: String!) {
    readFamilies(url: $url, pageSize: 1) {
      nodes {
        id
        url
        title
        preRelease
        familyEncodings {
          encoding {
            id
            title
          }
        }
        fontProducts {
          id
          title
          encodingIDs
          price {
            amount
            currency
          }
          children {
            id
            title
            style {
              id
              title
            }
            price {
              amount
              currency
            }
          }
        }
      }
    }
    readLicenses {
      ...LicenceFields
    }
  }
`,
  [LicenceFields],
);
