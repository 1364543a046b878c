import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** One page of the families of an editorial category (families.categories: smart, legibility). */
export const ReadCategoryFamiliesQuery = graphql(
  `
  query ReadCategoryFamilies($category: String!, $page: Int!, $pageSize: Int!) {
    readFamilies(category: $category, page: $page, pageSize: $pageSize) {
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
