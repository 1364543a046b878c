import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

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
