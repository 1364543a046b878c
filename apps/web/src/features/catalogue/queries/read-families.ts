import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/**
 * One page of families for the /fonts list: every style's font file for its sample, and what the
 * filters and the "from" price read (category, scripts, variable fonts, base prices).
 */
export const ReadFamiliesQuery = graphql(
  `
  query ReadFamilies($page: Int!, $pageSize: Int!) {
    readFamilies(page: $page, pageSize: $pageSize) {
      nodes {
        ...FamilyFaces
        flavor
        supportedScripts
        variableFonts {
          id
        }
        prices {
          basicFamily {
            amount
            currency
          }
          basicStyle {
            amount
            currency
          }
        }
      }
      pageInfo {
        hasNextPage
        nextPage
      }
    }
  }
`,
  [FamilyFacesFragment],
);
