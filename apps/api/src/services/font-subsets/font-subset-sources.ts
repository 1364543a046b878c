import { type Db, families, fontFiles, styles, variableFonts } from '@foundry/db';
import { eq, inArray } from '@foundry/db/orm';
import { type FontFileAddress, storageKeysOfAddress } from './font-subset-address.ts';

/** A stored font file the preview route may cut, with what its licence asks of generated files. */
export interface SubsetSourceFile {
  storageKey: string;
  /** A Reserved Font Name of a family using the file (OFL): a subset must not carry it. */
  reservedFontName: string | null;
  /** Every family using the file is in development: its previews are for those who may see it. */
  preRelease: boolean;
}

/** The database reads of the subset route. */
export function createFontSubsetSources(db: Db) {
  return {
    /** The font file with this content address, or null when none is stored. */
    async fileOf(address: FontFileAddress): Promise<SubsetSourceFile | null> {
      const [file] = await db
        .select({ id: fontFiles.id, storageKey: fontFiles.storageKey })
        .from(fontFiles)
        .where(inArray(fontFiles.storageKey, storageKeysOfAddress(address)))
        .limit(1);
      if (!file) return null;
      // The same file may serve several families (content-addressed): any reserved name counts.
      const [viaStyles, viaVariableFonts] = await Promise.all([
        db
          .selectDistinct({ reserved: families.reservedFontName, preRelease: families.preRelease })
          .from(styles)
          .innerJoin(families, eq(families.id, styles.familyId))
          .where(eq(styles.fontFileId, file.id)),
        db
          .selectDistinct({ reserved: families.reservedFontName, preRelease: families.preRelease })
          .from(variableFonts)
          .innerJoin(families, eq(families.id, variableFonts.familyId))
          .where(eq(variableFonts.fontFileId, file.id)),
      ]);
      const users = [...viaStyles, ...viaVariableFonts];
      const reserved = users.map((row) => row.reserved?.trim()).find(Boolean);
      // A file of no family at all is shown by none: treated as unreleased.
      const preRelease = users.every((row) => row.preRelease);
      return { storageKey: file.storageKey, reservedFontName: reserved ?? null, preRelease };
    },
  };
}

export type FontSubsetSources = ReturnType<typeof createFontSubsetSources>;
