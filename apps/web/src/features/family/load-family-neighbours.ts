import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import type { ListedFamily } from '../catalogue/index.ts';
import { RELATED_FAMILIES_SHOWN, ReadFamilyNeighboursQuery } from './queries/read-family-neighbours.ts';

export interface FamilySystem {
  id: string;
  title: string;
  type: string;
  families: readonly { id: string; title: string; url: string }[];
}

export interface FamilyNeighbours {
  related: readonly ListedFamily[];
  pairings: readonly ListedFamily[];
  /** The groups the family belongs to, each with every member, the family among them. */
  systems: readonly FamilySystem[];
  /** The other families of its suites and of its collections (the bundles it is sold in). */
  suite: readonly ListedFamily[];
  collection: readonly ListedFamily[];
}

const NONE: FamilyNeighbours = { related: [], pairings: [], systems: [], suite: [], collection: [] };

/**
 * The related families, the pairings and the systems of a family. Loaded apart from the family:
 * when it fails the page shows without these sections (serverQuery logged the cause).
 */
export async function loadFamilyNeighbours(familyID: string): Promise<FamilyNeighbours> {
  const result = await serverQuery(
    ReadFamilyNeighboursQuery,
    { familyID, relatedCount: RELATED_FAMILIES_SHOWN },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) return NONE;
  const { readRelatedFamilies, readFamilyPairings, superfamilies, opticalSizes, bundles } = result.data;
  const family = bundles.nodes[0];
  const systems = [...superfamilies.nodes, ...opticalSizes.nodes].filter((group) =>
    group.families.some((member) => member.id === familyID),
  );
  const related = readRelatedFamilies.nodes;
  const relatedIds = new Set(related.map((family) => family.id));
  return {
    related,
    // A family listed as related already is not repeated among the pairings.
    pairings: readFamilyPairings
      .filter((family) => !relatedIds.has(family.id))
      .slice(0, RELATED_FAMILIES_SHOWN),
    systems,
    suite: family?.suiteFamilies ?? [],
    collection: family?.collectionFamilies ?? [],
  };
}
