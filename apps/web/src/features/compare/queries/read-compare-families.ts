import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** The families of a compare URL by their slugs, with the font files to set each in its own face. */
export const ReadCompareFamiliesQuery = graphql(
  `
  query ReadCompareFamilies($urls: [String!]!, $pageSize: Int!) {
    readFamilies(urls: $urls, pageSize: $pageSize) {
      nodes {
        ...FamilyFaces
      }
    }
  }
`,
  [FamilyFacesFragment],
);
