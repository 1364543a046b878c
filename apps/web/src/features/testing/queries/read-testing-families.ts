import { graphql } from '../../../lib/graphql/graphql.ts';
import { FamilyFacesFragment } from '../../catalogue/index.ts';

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
