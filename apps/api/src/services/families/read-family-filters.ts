import type { Repositories } from '../../repositories/repositories.ts';

export interface FacetCount<Value> {
  value: Value;
  count: number;
}

export interface FamilyFilters {
  total: number;
  flavors: FacetCount<string>[];
  scripts: FacetCount<string>[];
  encodings: FacetCount<number>[];
  variableCount: number;
  /** Editorial categories (families.categories: smart, legibility…), each a page /fonts/{category}. */
  categories: FacetCount<string>[];
}

/** Counts per value, most frequent first, then by value so the order is stable. */
function countsOf<Value extends string | number>(values: Value[]): FacetCount<Value>[] {
  const counts = new Map<Value, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([value, count]) => ({ value, count }))
    .sort((a, b) => b.count - a.count || String(a.value).localeCompare(String(b.value)));
}

/**
 * The facets of /fonts: how many families have each flavor (category), script and encoding, and how
 * many are variable. Only values some family has are listed.
 */
export async function readFamilyFilters(
  repositories: Pick<Repositories, 'familyReads'>,
): Promise<FamilyFilters> {
  const [{ families, variableFamilyIds }, familyEncodings] = await Promise.all([
    repositories.familyReads.facetRows(),
    repositories.familyReads.familyEncodingPairs(),
  ]);
  const encodingsOf = new Map<number, Set<number>>();
  for (const family of families) {
    encodingsOf.set(family.id, new Set(family.encodingId === null ? [] : [family.encodingId]));
  }
  for (const row of familyEncodings) encodingsOf.get(row.familyId)?.add(row.encodingId);
  return {
    total: families.length,
    flavors: countsOf(families.flatMap((family) => (family.flavor === null ? [] : [family.flavor]))),
    scripts: countsOf(families.flatMap((family) => [...new Set(family.supportedScripts)])),
    encodings: countsOf([...encodingsOf.values()].flatMap((ids) => [...ids])),
    variableCount: new Set(variableFamilyIds).size,
    categories: countsOf(families.flatMap((family) => [...new Set(family.categories)])),
  };
}
