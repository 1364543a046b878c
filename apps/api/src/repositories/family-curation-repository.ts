import { type Db, families, familyPairings, familyRelations } from '@foundry/db';
import { and, asc, eq } from '@foundry/db/orm';
import type { FamilyRow } from './family-repository.ts';

/** The pairings and related families staff chose for a family, published ones only, in their order. */
export function createFamilyCurationRepository(db: Db) {
  return {
    async pairingsOf(familyId: number, limit: number): Promise<FamilyRow[]> {
      const rows = await db
        .select({ family: families })
        .from(familyPairings)
        .innerJoin(families, eq(families.id, familyPairings.pairedFamilyId))
        .where(and(eq(familyPairings.familyId, familyId), eq(families.published, true)))
        .orderBy(asc(familyPairings.sort), asc(families.id))
        .limit(limit);
      return rows.map((row) => row.family);
    },

    async relatedOf(familyId: number, offset: number, limit: number): Promise<FamilyRow[]> {
      const rows = await db
        .select({ family: families })
        .from(familyRelations)
        .innerJoin(families, eq(families.id, familyRelations.relatedFamilyId))
        .where(and(eq(familyRelations.familyId, familyId), eq(families.published, true)))
        .orderBy(asc(familyRelations.sort), asc(families.id))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => row.family);
    },

    /** Whether staff chose any related families: then only those are shown, none computed. */
    async hasRelated(familyId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: familyRelations.familyId })
        .from(familyRelations)
        .where(eq(familyRelations.familyId, familyId))
        .limit(1);
      return row !== undefined;
    },
  };
}

export type FamilyCurationRepository = ReturnType<typeof createFamilyCurationRepository>;
