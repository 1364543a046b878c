import { type Db, styles } from '@foundry/db';
import { and, asc, eq } from '@foundry/db/orm';

/** The character maps of styles, read apart from style rows (they are long) for language support. */
export function createLanguageRepository(db: Db) {
  return {
    /** The code points of each style of a family in an encoding (all encodings when null). */
    async styleCodePoints(familyId: number, encodingId: number | null): Promise<{ codePoints: number[] }[]> {
      return db
        .select({ codePoints: styles.codePoints })
        .from(styles)
        .where(
          encodingId === null
            ? eq(styles.familyId, familyId)
            : and(eq(styles.familyId, familyId), eq(styles.encodingId, encodingId)),
        )
        .orderBy(asc(styles.sort), asc(styles.id));
    },
  };
}

export type LanguageRepository = ReturnType<typeof createLanguageRepository>;
