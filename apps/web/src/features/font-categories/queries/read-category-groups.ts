import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** One page of family groups of a type, with their members (and each member's optical size range). */
export const ReadCategoryGroupsQuery = graphql(
  `
  query ReadCategoryGroups($type: FamilyGroupType!, $page: Int!, $pageSize: Int!) {
    readFamilyGroups(type: $type, page: $page, pageSize: $pageSize) {
      nodes {
        id
        title
        url
        members {
          opticalSizeMin
          opticalSizeMax
          family {
            ...FamilyFaces
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
