import { type Db, families, familyEncodings, fontFiles, products, styles } from '@foundry/db';
import { and, eq, getTableColumns, inArray, type SQL, sql } from '@foundry/db/orm';
import { type PlainField, preparedPlainRows, type RowOf, rowByPosition } from './prepared-plain-rows.ts';
import { productChildIds } from './product-child-ids.ts';

const { codePoints: _codePoints, unicodeRanges: _unicodeRanges, ...styleColumns } = getTableColumns(styles);
const styleFields = { ...styleColumns, storageKey: fontFiles.storageKey };
const encodingFields = getTableColumns(familyEncodings);
const productFields = { ...getTableColumns(products), childIds: productChildIds };

/**
 * What a page of families shows of each family besides its own row, as three statements read it
 * before: the family repository's StyleRow (the unicode-range text filled in after, by digest) and
 * FamilyEncodingRow, and the product repository's ProductWithChildIds.
 */
export interface FamilyChildren {
  familyId: number;
  styles: RowOf<typeof styleFields>[];
  encodings: RowOf<typeof encodingFields>[];
  products: RowOf<typeof productFields>[];
}

/** The fields' values as one JSON array, in the fields' order: a row by position, with no key repeated. */
function jsonArrayOf(fields: Record<string, PlainField>): SQL {
  return sql`json_build_array(${sql.join(Object.values(fields), sql`, `)})`;
}

/**
 * The styles, family encodings and FONT and FAMILY products of families in one statement, a row per
 * family, where a page of families ran one statement for each (docs/performance.md, "Session 16"):
 * each relation comes as a JSON array of rows, each row an array of the fields' values in order,
 * made into the rows the three statements gave (the same keys, order and values; only fields whose
 * JSON value is what the driver gives are allowed: integers, texts, booleans, enums, JSON, arrays).
 */
export function childrenOfFamiliesStatement(db: Db): (familyIds: number[]) => Promise<FamilyChildren[]> {
  const styleRow = rowByPosition('children_of_families.styles', styleFields);
  const encodingRow = rowByPosition('children_of_families.encodings', encodingFields);
  const productRow = rowByPosition('children_of_families.products', productFields);
  const familyIds = sql`any(${sql.placeholder('familyIds')})`;
  // Each relation is read once for all the families and grouped by family, as the three statements
  // read it, then joined to the families: one pass over each table, not one per family.
  const styleGroups = db
    .select({
      familyId: styles.familyId,
      rows: sql<unknown[][]>`json_agg(${jsonArrayOf(styleFields)} order by ${styles.sort}, ${styles.id})`.as(
        'style_rows',
      ),
    })
    .from(styles)
    .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
    .where(sql`${styles.familyId} = ${familyIds}`)
    .groupBy(styles.familyId)
    .as('style_groups');
  const encodingGroups = db
    .select({
      familyId: familyEncodings.familyId,
      rows: sql<
        unknown[][]
      >`json_agg(${jsonArrayOf(encodingFields)} order by ${familyEncodings.sort}, ${familyEncodings.encodingId})`.as(
        'encoding_rows',
      ),
    })
    .from(familyEncodings)
    .where(sql`${familyEncodings.familyId} = ${familyIds}`)
    .groupBy(familyEncodings.familyId)
    .as('encoding_groups');
  const productGroups = db
    .select({
      familyId: products.familyId,
      rows: sql<
        unknown[][]
      >`json_agg(${jsonArrayOf(productFields)} order by ${products.sort}, ${products.id})`.as('product_rows'),
    })
    .from(products)
    .where(and(sql`${products.familyId} = ${familyIds}`, inArray(products.kind, ['FONT', 'FAMILY'])))
    .groupBy(products.familyId)
    .as('product_groups');
  const fields = {
    familyId: families.id,
    styles: sql<unknown[][]>`coalesce(${styleGroups.rows}, '[]'::json)`,
    encodings: sql<unknown[][]>`coalesce(${encodingGroups.rows}, '[]'::json)`,
    products: sql<unknown[][]>`coalesce(${productGroups.rows}, '[]'::json)`,
  };
  const statement = preparedPlainRows<typeof fields, { familyIds: number[] }>(
    db,
    'children_of_families',
    fields,
    () =>
      db
        .select(fields)
        .from(families)
        .leftJoin(styleGroups, eq(styleGroups.familyId, families.id))
        .leftJoin(encodingGroups, eq(encodingGroups.familyId, families.id))
        .leftJoin(productGroups, eq(productGroups.familyId, families.id))
        .where(sql`${families.id} = ${familyIds}`),
  );
  return async (familyIds) =>
    (await statement({ familyIds })).map((row) => ({
      familyId: row.familyId,
      styles: row.styles.map(styleRow),
      encodings: row.encodings.map(encodingRow),
      products: row.products.map(productRow),
    }));
}
