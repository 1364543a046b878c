import { graphql } from '../../../lib/graphql/graphql.ts';

/** Builds a trial ZIP; the captcha token is taken at click time. */
export const DownloadTrialFamilyMutation = graphql(`
  mutation DownloadTrialFamily($productID: ID!, $encodingIDs: [ID!], $preRelease: Boolean, $token: String) {
    downloadTrialFamily(productID: $productID, encodingIDs: $encodingIDs, preRelease: $preRelease, token: $token) {
      id
      status
      file
    }
  }
`);
