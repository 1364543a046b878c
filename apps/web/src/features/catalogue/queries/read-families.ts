import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** One page of families for the /fonts list, with every style's font file for its sample. */
export const ReadFamiliesQuery = graphql(
  `
  query ReadFamilies($page: Int!, $pageSize: Int!) {
    readFamilies(page: $page, pageSize: $pageSize) {
      nodes {
        ...FamilyFaces
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
