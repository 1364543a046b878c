import { graphql } from '../../../lib/graphql/graphql.ts';

/** The families of /fonts/try, each with the product its trial is downloaded by. */
export const ReadTrialFamiliesQuery = graphql(`
  query ReadTrialFamilies($page: Int) {
    readFamilies(page: $page, pageSize: 100) {
      nodes {
        id
        title
        url
        summary
        preRelease
        trialFamilyProductID
        encoding {
          id
          title
        }
      }
    }
  }
`);
