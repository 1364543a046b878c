import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** Every family the tester can pick (one page of 500, the picker's size), with its font files. */
export const ReadTestingFamiliesQuery = graphql(
  `
  query ReadTestingFamilies($pageSize: Int!) {
    readFamilies(page: 1, pageSize: $pageSize) {
      nodes {
        ...FamilyFaces
      }
    }
  }
`,
  [FamilyFacesFragment],
);
