import type { FamilyRepository } from '../../repositories/family-repository.ts';
import type { FontsInUseRepository } from '../../repositories/fonts-in-use-repository.ts';
import type { FamilyNode } from '../families/read-families.ts';

export interface FontsInUseFilters {
  families: FamilyNode[];
  categories: string[];
  outputs: string[];
  languages: string[];
  countries: string[];
}

/** What the fonts-in-use list can be filtered by: only values some published showcase has. */
export async function readFontsInUseFilters(deps: {
  showcases: FontsInUseRepository;
  families: FamilyRepository;
}): Promise<FontsInUseFilters> {
  const { familyIds, ...facets } = await deps.showcases.facetValues();
  const rows =
    familyIds.length === 0 ? [] : await deps.families.findMany({ ids: familyIds }, 0, familyIds.length);
  // In the facet's order (by title), not the catalogue's.
  const order = new Map(familyIds.map((id, index) => [id, index]));
  const families = rows
    .map((row) => ({ ...row, shownEncodingId: row.encodingId }))
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  return { families, ...facets };
}
