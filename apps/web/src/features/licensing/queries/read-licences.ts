import { graphql } from '../../../lib/graphql/graphql.ts';
import { LicenceFields } from './licence-fields.ts';

/** Every licence with its options and tiers: what a cart line needs to say its licences in words. */
export const ReadLicencesQuery = graphql(
  `
  query ReadLicences {
    readLicenses {
      ...LicenceFields
    }
  }
`,
  [LicenceFields],
);
