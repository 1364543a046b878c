import { type Db, families, fontsInUse, fontsInUseFamilies } from '@foundry/db';
import { and, arrayOverlaps, asc, desc, eq, exists, inArray, type SQL, sql } from '@foundry/db/orm';
import type { FamilyRow } from './family-repository.ts';

export type FontsInUseRow = typeof fontsInUse.$inferSelect;

export interface FontsInUseFilter {
  id?: number | undefined;
  url?: string | undefined;
  /** Any of the listed values matches, within each filter; the filters are combined with AND. */
  familyIds?: readonly number[] | undefined;
  categories?: readonly string[] | undefined;
  outputs?: readonly string[] | undefined;
  languages?: readonly string[] | undefined;
  countries?: readonly string[] | undefined;
}

/** The distinct values the published showcases can be filtered by, each sorted. */
export interface FontsInUseFacets {
  familyIds: number[];
  categories: string[];
  outputs: string[];
  languages: string[];
  countries: string[];
}

type FacetName = Exclude<keyof FontsInUseFacets, 'familyIds'>;

// Only published showcases are shown to visitors.
const published = eq(fontsInUse.status, 'PUBLISHED');

export function createFontsInUseRepository(db: Db) {
  return {
    /** Published showcases, newest (highest id) first; `limit` rows from `offset`. */
    async findMany(filter: FontsInUseFilter, offset: number, limit: number): Promise<FontsInUseRow[]> {
      const conditions: SQL[] = [published];
      if (filter.id !== undefined) conditions.push(eq(fontsInUse.id, filter.id));
      if (filter.url !== undefined) conditions.push(eq(fontsInUse.url, filter.url));
      if (filter.familyIds?.length) {
        conditions.push(
          exists(
            db
              .select({ one: fontsInUseFamilies.familyId })
              .from(fontsInUseFamilies)
              .where(
                and(
                  eq(fontsInUseFamilies.fontsInUseId, fontsInUse.id),
                  inArray(fontsInUseFamilies.familyId, [...filter.familyIds]),
                ),
              ),
          ),
        );
      }
      if (filter.categories?.length) conditions.push(inArray(fontsInUse.category, [...filter.categories]));
      if (filter.outputs?.length) conditions.push(inArray(fontsInUse.output, [...filter.outputs]));
      if (filter.countries?.length) conditions.push(inArray(fontsInUse.country, [...filter.countries]));
      if (filter.languages?.length)
        conditions.push(arrayOverlaps(fontsInUse.languages, [...filter.languages]));
      return db
        .select()
        .from(fontsInUse)
        .where(and(...conditions))
        .orderBy(desc(fontsInUse.id))
        .offset(offset)
        .limit(limit);
    },

    /** The families of each showcase, in credit order: one statement for a whole page. */
    async familiesOf(fontsInUseIds: readonly number[]): Promise<(FamilyRow & { fontsInUseId: number })[]> {
      if (fontsInUseIds.length === 0) return [];
      const rows = await db
        .select({ fontsInUseId: fontsInUseFamilies.fontsInUseId, family: families })
        .from(fontsInUseFamilies)
        .innerJoin(families, eq(families.id, fontsInUseFamilies.familyId))
        .where(inArray(fontsInUseFamilies.fontsInUseId, [...fontsInUseIds]))
        .orderBy(asc(fontsInUseFamilies.sort), asc(families.id));
      return rows.map((row) => ({ ...row.family, fontsInUseId: row.fontsInUseId }));
    },

    /** One statement for the four text facets, another for the families used. */
    async facetValues(): Promise<FontsInUseFacets> {
      const facet = (name: FacetName, value: SQL) =>
        db
          .selectDistinct({
            facet: sql<FacetName>`${name}::text`.as('facet'),
            value: sql<string | null>`${value}`.as('value'),
          })
          .from(fontsInUse)
          .where(published);
      const rows = await facet('categories', sql`${fontsInUse.category}`)
        .union(facet('outputs', sql`${fontsInUse.output}`))
        .union(facet('countries', sql`${fontsInUse.country}`))
        .union(facet('languages', sql`unnest(${fontsInUse.languages})`));
      const facets: FontsInUseFacets = {
        familyIds: [],
        categories: [],
        outputs: [],
        languages: [],
        countries: [],
      };
      for (const row of rows) if (row.value) facets[row.facet].push(row.value);
      for (const name of ['categories', 'outputs', 'languages', 'countries'] as const)
        facets[name].sort((a, b) => a.localeCompare(b, 'en'));
      const used = await db
        .selectDistinct({ familyId: fontsInUseFamilies.familyId, title: families.title })
        .from(fontsInUseFamilies)
        .innerJoin(fontsInUse, eq(fontsInUse.id, fontsInUseFamilies.fontsInUseId))
        .innerJoin(families, eq(families.id, fontsInUseFamilies.familyId))
        .where(published)
        .orderBy(asc(families.title));
      facets.familyIds = used.map((row) => row.familyId);
      return facets;
    },

    /** Every published showcase's id and url, newest first (for static paths). */
    async paths(): Promise<{ id: number; url: string }[]> {
      return db
        .select({ id: fontsInUse.id, url: fontsInUse.url })
        .from(fontsInUse)
        .where(published)
        .orderBy(desc(fontsInUse.id));
    },
  };
}

export type FontsInUseRepository = ReturnType<typeof createFontsInUseRepository>;
