/** The back office's family operations and the shapes they answer (docs/family-admin.md). */
export const FAMILIES = /* GraphQL */ `
  query ($search: String, $published: Boolean) {
    families(search: $search, published: $published) { id url title published preRelease styleCount }
  }
`;

const FAMILY_FIELDS = `id url title summary designInformation categories published preRelease plannedReleaseDate
  hasWeightCalculator hasWeightAxis defaultEncodingId encodings { id url title } pairingIds relatedIds`;

export const FAMILY = `query ($id: ID!) { family(id: $id) { ${FAMILY_FIELDS} } families { id title } }`;
export const UPDATE_FAMILY = `mutation ($id: ID!, $input: FamilyEditInput!) { updateFamily(id: $id, input: $input) { ${FAMILY_FIELDS} } }`;
export const SET_FAMILY_PUBLISHED = `mutation ($id: ID!, $published: Boolean!) { setFamilyPublished(id: $id, published: $published) { ${FAMILY_FIELDS} } }`;

export interface FamilyListItem {
  id: string;
  url: string;
  title: string;
  published: boolean;
  preRelease: boolean;
  styleCount: number;
}

export interface AdminFamily {
  id: string;
  url: string;
  title: string;
  summary: string | null;
  designInformation: string | null;
  categories: string[];
  published: boolean;
  preRelease: boolean;
  plannedReleaseDate: string | null;
  hasWeightCalculator: boolean;
  hasWeightAxis: boolean;
  defaultEncodingId: string | null;
  encodings: { id: string; url: string; title: string }[];
  pairingIds: string[];
  relatedIds: string[];
}
