import { customFontsCaseStudies, customFontsCaseStudyFamilies, type Db, families } from '@foundry/db';
import { and, asc, eq, inArray } from '@foundry/db/orm';
import type { FamilyRow } from './family-repository.ts';

export type CaseStudyRow = typeof customFontsCaseStudies.$inferSelect;

// Only published case studies are shown to visitors.
const published = eq(customFontsCaseStudies.status, 'PUBLISHED');

export function createCustomFontsRepository(db: Db) {
  return {
    /** Published case studies in their editorial order, or the one with `url`; `limit` rows from `offset`. */
    async findMany(
      filter: { url?: string | undefined },
      offset: number,
      limit: number,
    ): Promise<CaseStudyRow[]> {
      return db
        .select()
        .from(customFontsCaseStudies)
        .where(
          and(published, filter.url === undefined ? undefined : eq(customFontsCaseStudies.url, filter.url)),
        )
        .orderBy(asc(customFontsCaseStudies.sort), asc(customFontsCaseStudies.id))
        .offset(offset)
        .limit(limit);
    },

    /** The families of each case study, in credit order: one statement for a whole page. */
    async familiesOf(caseStudyIds: readonly number[]): Promise<(FamilyRow & { caseStudyId: number })[]> {
      if (caseStudyIds.length === 0) return [];
      const rows = await db
        .select({ caseStudyId: customFontsCaseStudyFamilies.caseStudyId, family: families })
        .from(customFontsCaseStudyFamilies)
        .innerJoin(families, eq(families.id, customFontsCaseStudyFamilies.familyId))
        .where(inArray(customFontsCaseStudyFamilies.caseStudyId, [...caseStudyIds]))
        .orderBy(asc(customFontsCaseStudyFamilies.sort), asc(families.id));
      return rows.map((row) => ({ ...row.family, caseStudyId: row.caseStudyId }));
    },
  };
}

export type CustomFontsRepository = ReturnType<typeof createCustomFontsRepository>;
