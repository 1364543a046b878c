import {
  type Db,
  encodings,
  families,
  familyEncodings,
  familyPairings,
  familyRelations,
  styles,
  variableFontAxes,
  variableFonts,
} from '@foundry/db';
import { and, asc, eq, exists, ilike, inArray, or, sql } from '@foundry/db/orm';

/** A family as the back office lists it. */
export interface AdminFamilyListRow {
  id: number;
  url: string;
  title: string;
  published: boolean;
  preRelease: boolean;
  styleCount: number;
  updatedAt: Date;
}

/** What staff edit on a family (docs/family-admin.md); the rest comes from its font files. */
export interface FamilyEdits {
  title: string;
  summary: string | null;
  designInformation: string | null;
  categories: string[];
  encodingId: number | null;
  preRelease: boolean;
  plannedReleaseDate: string | null;
  hasWeightCalculator: boolean;
}

export type AdminFamilyRow = typeof families.$inferSelect;

const listColumns = {
  id: families.id,
  url: families.url,
  title: families.title,
  published: families.published,
  preRelease: families.preRelease,
  styleCount: sql<number>`(select count(*)::int from ${styles} where ${styles.familyId} = ${families.id})`,
  updatedAt: families.updatedAt,
};

/** Font families for the back office: unpublished ones included. */
export function createAdminFamilyRepository(db: Db) {
  return {
    /** Families by title or URL (any part), in catalogue order; all of them without a search. */
    async list(filter: { search: string | null; published: boolean | null }): Promise<AdminFamilyListRow[]> {
      const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      return db
        .select(listColumns)
        .from(families)
        .where(
          and(
            pattern ? or(ilike(families.title, pattern), ilike(families.url, pattern)) : undefined,
            filter.published === null ? undefined : eq(families.published, filter.published),
          ),
        )
        .orderBy(asc(families.sort), asc(families.id))
        .limit(500);
    },

    async findById(id: number): Promise<AdminFamilyRow | null> {
      const [row] = await db.select().from(families).where(eq(families.id, id)).limit(1);
      return row ?? null;
    },

    /** The encodings the family has styles in, default first. */
    async encodingsOf(familyId: number) {
      return db
        .select({ id: encodings.id, url: encodings.url, title: encodings.title })
        .from(familyEncodings)
        .innerJoin(encodings, eq(encodings.id, familyEncodings.encodingId))
        .where(eq(familyEncodings.familyId, familyId))
        .orderBy(asc(familyEncodings.sort), asc(encodings.id));
    },

    /** Whether a variable font of the family has a wght axis (the weight calculator needs one). */
    async hasWeightAxis(familyId: number): Promise<boolean> {
      const [row] = await db
        .select({ one: sql<number>`1` })
        .from(variableFonts)
        .where(
          and(
            eq(variableFonts.familyId, familyId),
            exists(
              db
                .select({ one: sql`1` })
                .from(variableFontAxes)
                .where(
                  and(
                    eq(variableFontAxes.variableFontId, variableFonts.id),
                    eq(variableFontAxes.tag, 'wght'),
                  ),
                ),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async pairingIdsOf(familyId: number): Promise<number[]> {
      const rows = await db
        .select({ id: familyPairings.pairedFamilyId })
        .from(familyPairings)
        .where(eq(familyPairings.familyId, familyId))
        .orderBy(asc(familyPairings.sort));
      return rows.map((row) => row.id);
    },

    async relatedIdsOf(familyId: number): Promise<number[]> {
      const rows = await db
        .select({ id: familyRelations.relatedFamilyId })
        .from(familyRelations)
        .where(eq(familyRelations.familyId, familyId))
        .orderBy(asc(familyRelations.sort));
      return rows.map((row) => row.id);
    },

    /** The ids of those that exist. */
    async existingIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: families.id })
        .from(families)
        .where(inArray(families.id, [...ids]));
      return rows.map((row) => row.id);
    },

    async update(id: number, edits: FamilyEdits, now: Date): Promise<void> {
      await db
        .update(families)
        .set({ ...edits, updatedAt: now })
        .where(eq(families.id, id));
    },

    async setPublished(id: number, published: boolean, now: Date): Promise<void> {
      await db.update(families).set({ published, updatedAt: now }).where(eq(families.id, id));
    },

    /** Replaces the family's chosen pairings and related families, kept in the order given. */
    async replaceCuration(id: number, pairingIds: readonly number[], relatedIds: readonly number[]) {
      await db.delete(familyPairings).where(eq(familyPairings.familyId, id));
      await db.delete(familyRelations).where(eq(familyRelations.familyId, id));
      if (pairingIds.length > 0) {
        await db
          .insert(familyPairings)
          .values(pairingIds.map((pairedFamilyId, sort) => ({ familyId: id, pairedFamilyId, sort })));
      }
      if (relatedIds.length > 0) {
        await db
          .insert(familyRelations)
          .values(relatedIds.map((relatedFamilyId, sort) => ({ familyId: id, relatedFamilyId, sort })));
      }
    },
  };
}

export type AdminFamilyRepository = ReturnType<typeof createAdminFamilyRepository>;
