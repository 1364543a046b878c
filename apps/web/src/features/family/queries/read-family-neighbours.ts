import { FamilyFacesFragment } from '../../../lib/graphql/fragments/family-faces-fragment.ts';
import { graphql } from '../../../lib/graphql/graphql.ts';

/** How many related families the page shows: two rows of cards. */
export const RELATED_FAMILIES_SHOWN = 6;

/**
 * The families around one: related ones (same flavor or script), those it pairs with, those sold
 * with it in a suite or a collection, and the groups (superfamilies, optical sizes, global fonts) the page looks it up in for its system.
 */
export const ReadFamilyNeighboursQuery = graphql(
  `
  query ReadFamilyNeighbours($familyID: ID!, $relatedCount: Int!) {
    readRelatedFamilies(familyID: $familyID, pageSize: $relatedCount) {
      nodes {
        ...FamilyFaces
      }
    }
    readFamilyPairings(familyID: $familyID) {
      ...FamilyFaces
    }
    bundles: readFamilies(ids: [$familyID], pageSize: 1) {
      nodes {
        id
        suiteFamilies {
          ...FamilyFaces
        }
        collectionFamilies {
          ...FamilyFaces
        }
      }
    }
    superfamilies: readFamilyGroups(type: Superfamily, pageSize: 100) {
      nodes {
        id
        title
        url
        type
        families {
          id
          title
          url
        }
      }
    }
    opticalSizes: readFamilyGroups(type: OpticalSizes, pageSize: 100) {
      nodes {
        id
        title
        url
        type
        families {
          id
          title
          url
        }
      }
    }
  }
`,
  [FamilyFacesFragment],
);
