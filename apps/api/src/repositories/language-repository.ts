import { type Db, styles } from '@foundry/db';
import { asc, inArray } from '@foundry/db/orm';

/** The character maps of styles, read apart from style rows (they are long) for language support. */
export function createLanguageRepository(db: Db) {
  return {
    /** The code points of every style of many families in one statement; callers pick the encoding. */
    async styleCodePointsOfFamilies(
      familyIds: readonly number[],
    ): Promise<{ familyId: number; encodingId: number; codePoints: number[] }[]> {
      if (familyIds.length === 0) return [];
      return db
        .select({ familyId: styles.familyId, encodingId: styles.encodingId, codePoints: styles.codePoints })
        .from(styles)
        .where(inArray(styles.familyId, [...familyIds]))
        .orderBy(asc(styles.sort), asc(styles.id));
    },
  };
}

export type LanguageRepository = ReturnType<typeof createLanguageRepository>;
