import { graphql } from '../../../lib/graphql/graphql.ts';
import { FamilyFacesFragment } from '../../catalogue/index.ts';

/** A page of families with their variable fonts' axes; the page keeps those that have one. */
export const ReadVariableFamiliesQuery = graphql(
  `
  query ReadVariableFamilies($page: Int!, $pageSize: Int!) {
    readFamilies(page: $page, pageSize: $pageSize) {
      nodes {
        ...FamilyFaces
        variableFonts {
          id
          title
          axes {
            tag
            label
            min
            max
            default
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
