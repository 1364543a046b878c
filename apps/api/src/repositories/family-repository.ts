import { type Db, encodings, families, familyEncodings, fontFiles, type products, styles } from '@foundry/db';
import {
  and,
  arrayContains,
  asc,
  eq,
  exists,
  getTableColumns,
  inArray,
  or,
  type SQL,
  sql,
} from '@foundry/db/orm';
import { childrenOfFamiliesStatement, type FamilyChildren } from './family-children.ts';
import { preparedOnFirstUse } from './prepared-on-first-use.ts';
import { preparedPlainRows } from './prepared-plain-rows.ts';
import { createUnicodeRangesByDigest } from './unicode-ranges-by-digest.ts';

/**
 * A family as the public reads use it: without the texts no public field shows (the font licence's
 * full text, about 5 KB a family, and the design information, both read where they are needed), which
 * were half the bytes a page of families read and decoded.
 */
export type FamilyRow = Omit<typeof families.$inferSelect, 'fontLicenceText' | 'designInformation'>;
export type EncodingRow = typeof encodings.$inferSelect;
export type FamilyEncodingRow = typeof familyEncodings.$inferSelect;
export type StyleRow = Omit<typeof styles.$inferSelect, 'codePoints'> & { storageKey: string };

// A style's code point list runs to thousands of integers; no field reads it, and selecting it made a
// page of families ten times slower (bench/read-families.bench.ts).
const { codePoints: _codePoints, ...styleColumnsWithoutCodePoints } = getTableColumns(styles);
// A page of families reads the digest of each style's unicode-range text and the text only when it is
// new (unicode-ranges-by-digest.ts).
const { unicodeRanges: _unicodeRanges, ...styleColumnsWithoutTexts } = styleColumnsWithoutCodePoints;
const {
  fontLicenceText: _fontLicenceText,
  designInformation: _designInformation,
  ...familyColumns
} = getTableColumns(families);
export type FamilyProductRow = Pick<
  typeof products.$inferSelect,
  'id' | 'familyId' | 'kind' | 'encodingId' | 'priceAmount' | 'oldPriceAmount' | 'currency'
>;

export interface FamilyFilter {
  urls?: readonly string[] | undefined;
  url?: string | undefined;
  ids?: readonly number[] | undefined;
  preRelease?: boolean | undefined;
  encodingId?: number | undefined;
  /** An editorial category of families.categories, e.g. 'smart' or 'legibility'. */
  category?: string | undefined;
  /** true for public lists and pages: a family staff have not published is on none (docs/family-admin.md). */
  published?: boolean | undefined;
}

/** Whether a filter asks for nothing but published families (undefined entries ask for nothing). */
function isPublishedOnly(filter: FamilyFilter): boolean {
  return (
    filter.published === true &&
    Object.entries(filter).every(([name, value]) => name === 'published' || value === undefined)
  );
}

export function createFamilyRepository(db: Db) {
  // A page of families runs these on every request (loaders/create-loaders.ts).
  const styleFields = { ...styleColumnsWithoutTexts, storageKey: fontFiles.storageKey };
  const stylesOfFamilies = preparedPlainRows<typeof styleFields, { familyIds: number[] }>(
    db,
    'styles_of_families',
    styleFields,
    () =>
      db
        .select(styleFields)
        .from(styles)
        .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
        .where(sql`${styles.familyId} = any(${sql.placeholder('familyIds')})`)
        .orderBy(asc(styles.familyId), asc(styles.sort), asc(styles.id)),
  );
  const familyEncodingFields = getTableColumns(familyEncodings);
  const encodingsOfFamilies = preparedPlainRows<typeof familyEncodingFields, { familyIds: number[] }>(
    db,
    'encodings_of_families',
    familyEncodingFields,
    () =>
      db
        .select(familyEncodingFields)
        .from(familyEncodings)
        .where(sql`${familyEncodings.familyId} = any(${sql.placeholder('familyIds')})`)
        .orderBy(asc(familyEncodings.familyId), asc(familyEncodings.sort), asc(familyEncodings.encodingId)),
  );
  // A page of the catalogue with no filter but the published one: the /fonts page and the home page.
  // Its rows are made by position too; its timestamps, date and real are decoded by their columns.
  const publishedPage = preparedPlainRows<typeof familyColumns, { offset: number; limit: number }>(
    db,
    'published_families_page',
    familyColumns,
    () =>
      db
        .select(familyColumns)
        .from(families)
        .where(eq(families.published, true))
        .orderBy(asc(families.sort), asc(families.id))
        .offset(sql.placeholder('offset'))
        .limit(sql.placeholder('limit')),
    { decodeColumns: true },
  );
  const textsOfStyles = preparedOnFirstUse(() =>
    db
      .select({
        id: styles.id,
        unicodeRanges: styles.unicodeRanges,
        unicodeRangesDigest: styles.unicodeRangesDigest,
      })
      .from(styles)
      .where(sql`${styles.id} = any(${sql.placeholder('styleIds')})`)
      .prepare('unicode_ranges_of_styles'),
  );
  const withUnicodeRanges = createUnicodeRangesByDigest((styleIds) => textsOfStyles().execute({ styleIds }));
  // Made on first use, as every statement here: a repository is built before any database is asked.
  const childrenOfFamilies = preparedOnFirstUse(() => childrenOfFamiliesStatement(db));

  function conditionsFor(filter: FamilyFilter): SQL | undefined {
    const conditions: (SQL | undefined)[] = [];
    if (filter.urls) conditions.push(inArray(families.url, [...filter.urls]));
    if (filter.url !== undefined) conditions.push(eq(families.url, filter.url));
    if (filter.ids) conditions.push(inArray(families.id, [...filter.ids]));
    if (filter.preRelease !== undefined) conditions.push(eq(families.preRelease, filter.preRelease));
    if (filter.published !== undefined) conditions.push(eq(families.published, filter.published));
    if (filter.category !== undefined) conditions.push(arrayContains(families.categories, [filter.category]));
    if (filter.encodingId !== undefined) {
      const encodingId = filter.encodingId;
      conditions.push(
        or(
          eq(families.encodingId, encodingId),
          exists(
            db
              .select({ one: familyEncodings.familyId })
              .from(familyEncodings)
              .where(
                and(eq(familyEncodings.familyId, families.id), eq(familyEncodings.encodingId, encodingId)),
              ),
          ),
        ),
      );
    }
    return and(...conditions);
  }

  return {
    /** Families in catalogue order; `limit` rows from `offset`. */
    async findMany(filter: FamilyFilter, offset: number, limit: number): Promise<FamilyRow[]> {
      // An empty id or url list matches nothing (and `IN ()` is not valid SQL).
      if (filter.urls?.length === 0 || filter.ids?.length === 0) return [];
      if (isPublishedOnly(filter)) return publishedPage({ offset, limit });
      return db
        .select(familyColumns)
        .from(families)
        .where(conditionsFor(filter))
        .orderBy(asc(families.sort), asc(families.id))
        .offset(offset)
        .limit(limit);
    },

    async stylesOfFamilies(familyIds: readonly number[]): Promise<StyleRow[]> {
      return withUnicodeRanges(await stylesOfFamilies({ familyIds: [...familyIds] }));
    },

    /**
     * The styles, family encodings and FONT and FAMILY products of families, one entry per family
     * found: what stylesOfFamilies, encodingsOfFamilies and the product repository's
     * fontProductsOfFamilies give, in one statement (a page of families needs all three).
     */
    async childrenOfFamilies(
      familyIds: readonly number[],
    ): Promise<(Omit<FamilyChildren, 'styles'> & { styles: StyleRow[] })[]> {
      if (familyIds.length === 0) return [];
      const rows = await childrenOfFamilies()([...familyIds]);
      // One call for the whole page: the texts of digests not seen yet come in one statement.
      await withUnicodeRanges(rows.flatMap((row) => row.styles));
      return rows as (Omit<FamilyChildren, 'styles'> & { styles: StyleRow[] })[];
    },

    /** One style with its font file's storage key, or null when no style has the id. */
    async styleById(id: number): Promise<StyleRow | null> {
      const [row] = await db
        .select({ ...styleColumnsWithoutCodePoints, storageKey: fontFiles.storageKey })
        .from(styles)
        .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
        .where(eq(styles.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Whether each family is in development (families.pre_release), for its preview URLs. */
    async preReleaseOfFamilies(familyIds: readonly number[]): Promise<{ id: number; preRelease: boolean }[]> {
      return db
        .select({ id: families.id, preRelease: families.preRelease })
        .from(families)
        .where(inArray(families.id, [...familyIds]));
    },

    async encodingsByIds(ids: readonly number[]): Promise<EncodingRow[]> {
      return db
        .select()
        .from(encodings)
        .where(inArray(encodings.id, [...ids]));
    },

    async allEncodings(): Promise<EncodingRow[]> {
      return db.select().from(encodings).orderBy(asc(encodings.sort), asc(encodings.id));
    },

    async encodingsOfFamilies(familyIds: readonly number[]): Promise<FamilyEncodingRow[]> {
      return encodingsOfFamilies({ familyIds: [...familyIds] });
    },
  };
}

export type FamilyRepository = ReturnType<typeof createFamilyRepository>;
