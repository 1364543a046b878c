import { type Db, encodings, families, familyEncodings, fontFiles, styles, variableFonts } from '@foundry/db';
import {
  and,
  arrayOverlaps,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  or,
  type SQL,
  sql,
} from '@foundry/db/orm';
import type { FamilyRow, StyleRow } from './family-repository.ts';
import type { VariableFontRow } from './variable-font-repository.ts';

// A style's code point list runs to thousands of integers and no reader here needs it.
const { codePoints: _codePoints, ...styleColumns } = getTableColumns(styles);

/** One family of the catalogue reduced to what the /fonts facets count. */
export interface FamilyFacetRow {
  id: number;
  flavor: string | null;
  supportedScripts: string[];
  encodingId: number | null;
  categories: string[];
}

export interface FamilyPathRows {
  families: { id: number; url: string; encodingId: number | null }[];
  encodings: { familyId: number; encodingId: number; url: string }[];
  styles: { familyId: number; encodingId: number; title: string }[];
}

/** Reads of the family pages and the /fonts catalogue that readFamilies does not cover. */
export function createFamilyReadRepository(db: Db) {
  return {
    /** Variable fonts of families in catalogue order; `limit` rows from `offset`. */
    async variableFontsOfFamilies(
      familyIds: readonly number[],
      offset: number,
      limit: number,
    ): Promise<VariableFontRow[]> {
      if (familyIds.length === 0) return [];
      const rows = await db
        .select({ font: variableFonts, storageKey: fontFiles.storageKey })
        .from(variableFonts)
        .innerJoin(fontFiles, eq(fontFiles.id, variableFonts.fontFileId))
        .innerJoin(families, eq(families.id, variableFonts.familyId))
        .where(inArray(variableFonts.familyId, [...familyIds]))
        .orderBy(asc(families.sort), asc(families.id), asc(variableFonts.sort), asc(variableFonts.id))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => ({ ...row.font, storageKey: row.storageKey }));
    },

    /** Styles of a family cut as their own files (not named instances of a variable font). */
    async staticStylesOf(familyId: number, encodingId: number | undefined): Promise<StyleRow[]> {
      return db
        .select({ ...styleColumns, storageKey: fontFiles.storageKey })
        .from(styles)
        .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
        .where(
          and(
            eq(styles.familyId, familyId),
            isNull(styles.variableFontId),
            encodingId === undefined ? undefined : eq(styles.encodingId, encodingId),
          ),
        )
        .orderBy(asc(styles.encodingId), asc(styles.sort), asc(styles.id));
    },

    /** The file formats a family's styles and variable fonts are stored in. */
    async formatsOf(familyId: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ format: fontFiles.format })
        .from(fontFiles)
        .where(
          or(
            inArray(
              fontFiles.id,
              db.select({ id: styles.fontFileId }).from(styles).where(eq(styles.familyId, familyId)),
            ),
            inArray(
              fontFiles.id,
              db
                .select({ id: variableFonts.fontFileId })
                .from(variableFonts)
                .where(eq(variableFonts.familyId, familyId)),
            ),
          ),
        )
        .orderBy(asc(fontFiles.format));
      return rows.map((row) => row.format);
    },

    /** Everything the static site generator needs to list family, encoding and style pages. */
    async pathRows(): Promise<FamilyPathRows> {
      const [familyRows, encodingRows, styleRows] = await Promise.all([
        db
          .select({ id: families.id, url: families.url, encodingId: families.encodingId })
          .from(families)
          .where(eq(families.published, true))
          .orderBy(asc(families.sort), asc(families.id)),
        db
          .select({ familyId: familyEncodings.familyId, encodingId: encodings.id, url: encodings.url })
          .from(familyEncodings)
          .innerJoin(encodings, eq(encodings.id, familyEncodings.encodingId))
          .orderBy(asc(familyEncodings.familyId), asc(familyEncodings.sort), asc(encodings.id)),
        db
          .select({ familyId: styles.familyId, encodingId: styles.encodingId, title: styles.title })
          .from(styles)
          .orderBy(asc(styles.familyId), asc(styles.sort), asc(styles.id)),
      ]);
      return { families: familyRows, encodings: encodingRows, styles: styleRows };
    },

    /** Every family with what the catalogue facets count, and the families with a variable font. */
    async facetRows(): Promise<{ families: FamilyFacetRow[]; variableFamilyIds: number[] }> {
      const [familyRows, variableRows] = await Promise.all([
        db
          .select({
            id: families.id,
            flavor: families.flavor,
            supportedScripts: families.supportedScripts,
            encodingId: families.encodingId,
            categories: families.categories,
          })
          .from(families)
          .where(eq(families.published, true)),
        db.selectDistinct({ familyId: variableFonts.familyId }).from(variableFonts),
      ]);
      return { families: familyRows, variableFamilyIds: variableRows.map((row) => row.familyId) };
    },

    /** Encoding ids of every family (its own and those of family_encodings). */
    async familyEncodingPairs(): Promise<{ familyId: number; encodingId: number }[]> {
      return db
        .select({ familyId: familyEncodings.familyId, encodingId: familyEncodings.encodingId })
        .from(familyEncodings);
    },

    /**
     * Other families of the same flavor or sharing a script, those of the same flavor first;
     * `limit` rows from `offset`.
     */
    async relatedTo(family: FamilyRow, offset: number, limit: number): Promise<FamilyRow[]> {
      const alike: (SQL | undefined)[] = [];
      if (family.flavor !== null) alike.push(eq(families.flavor, family.flavor));
      if (family.supportedScripts.length > 0) {
        alike.push(arrayOverlaps(families.supportedScripts, family.supportedScripts));
      }
      if (alike.length === 0) return [];
      // Without a flavor there is nothing to put first (a bare `0` would be read as a column position).
      const sameFlavorFirst =
        family.flavor === null
          ? []
          : [desc(sql`case when ${families.flavor} = ${family.flavor} then 1 else 0 end`)];
      return db
        .select()
        .from(families)
        .where(and(ne(families.id, family.id), eq(families.published, true), or(...alike)))
        .orderBy(...sameFlavorFirst, asc(families.sort), asc(families.id))
        .offset(offset)
        .limit(limit);
    },

    /** Families of the given flavors, except one: by the flavors' order, then catalogue order. */
    async ofFlavors(flavors: readonly string[], exceptId: number, limit: number): Promise<FamilyRow[]> {
      if (flavors.length === 0) return [];
      return db
        .select()
        .from(families)
        .where(
          and(
            inArray(families.flavor, [...flavors]),
            ne(families.id, exceptId),
            eq(families.published, true),
          ),
        )
        .orderBy(
          sql`array_position(array[${sql.join(
            flavors.map((flavor) => sql`${flavor}`),
            sql`, `,
          )}]::text[], ${families.flavor})`,
          asc(families.sort),
          asc(families.id),
        )
        .limit(limit);
    },
  };
}

export type FamilyReadRepository = ReturnType<typeof createFamilyReadRepository>;
