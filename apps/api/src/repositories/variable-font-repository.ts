import { type Db, fontFiles, variableFontAxes, variableFontInstances, variableFonts } from '@foundry/db';
import { asc, eq, inArray } from '@foundry/db/orm';

export type VariableFontRow = typeof variableFonts.$inferSelect & { storageKey: string };
export type AxisRow = typeof variableFontAxes.$inferSelect;
export type InstanceRow = typeof variableFontInstances.$inferSelect;

export function createVariableFontRepository(db: Db) {
  return {
    async ofFamilies(familyIds: readonly number[]): Promise<VariableFontRow[]> {
      const rows = await db
        .select({ font: variableFonts, storageKey: fontFiles.storageKey })
        .from(variableFonts)
        .innerJoin(fontFiles, eq(fontFiles.id, variableFonts.fontFileId))
        .where(inArray(variableFonts.familyId, [...familyIds]))
        .orderBy(asc(variableFonts.familyId), asc(variableFonts.sort), asc(variableFonts.id));
      return rows.map((row) => ({ ...row.font, storageKey: row.storageKey }));
    },

    async axesOf(variableFontIds: readonly number[]): Promise<AxisRow[]> {
      return db
        .select()
        .from(variableFontAxes)
        .where(inArray(variableFontAxes.variableFontId, [...variableFontIds]))
        .orderBy(asc(variableFontAxes.sort), asc(variableFontAxes.id));
    },

    async instancesOf(variableFontIds: readonly number[]): Promise<InstanceRow[]> {
      return db
        .select()
        .from(variableFontInstances)
        .where(inArray(variableFontInstances.variableFontId, [...variableFontIds]))
        .orderBy(asc(variableFontInstances.sort), asc(variableFontInstances.id));
    },
  };
}

export type VariableFontRepository = ReturnType<typeof createVariableFontRepository>;
