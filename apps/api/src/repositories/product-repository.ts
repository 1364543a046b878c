import { type Db, families, fontFiles, productChildren, products, styles } from '@foundry/db';
import { and, asc, eq, getTableColumns, inArray, isNotNull, sql } from '@foundry/db/orm';
import type { FamilyRow, StyleRow } from './family-repository.ts';
import { preparedPlainRows } from './prepared-plain-rows.ts';
import { productChildIds } from './product-child-ids.ts';

export type ProductRow = typeof products.$inferSelect;
/** A product as a family page reads it: a FAMILY product with the ids of its FONTs in order (else none). */
export type ProductWithChildIds = ProductRow & { childIds: number[] };
/** A child product with the parent it was loaded for. */
export type ProductChildRow = ProductRow & { parentId: number };
export type FamilyEncodingLink = { familyId: number; encodingId: number };

// As in the family repository: the code point list is large and nothing here reads it.
const { codePoints: _codePoints, ...styleColumns } = getTableColumns(styles);

/** Font products (FONT, FAMILY, COLLECTION, SUITE): every method is one statement for any number of ids. */
export function createProductRepository(db: Db) {
  const productFields = { ...getTableColumns(products), childIds: productChildIds };
  const fontProductsOfFamilies = preparedPlainRows<typeof productFields, { familyIds: number[] }>(
    db,
    'font_products_of_families',
    productFields,
    () =>
      db
        .select(productFields)
        .from(products)
        .where(
          and(
            sql`${products.familyId} = any(${sql.placeholder('familyIds')})`,
            inArray(products.kind, ['FONT', 'FAMILY']),
          ),
        )
        .orderBy(asc(products.sort), asc(products.id)),
  );

  return {
    async byIds(ids: readonly number[]): Promise<ProductRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(products)
        .where(inArray(products.id, [...ids]));
    },

    /** The children of the given products (FAMILY → FONTs, COLLECTION/SUITE → FAMILYs), in order. */
    async childrenOf(parentIds: readonly number[]): Promise<ProductChildRow[]> {
      if (parentIds.length === 0) return [];
      return db
        .select({ ...getTableColumns(products), parentId: productChildren.parentId })
        .from(productChildren)
        .innerJoin(products, eq(products.id, productChildren.childId))
        .where(inArray(productChildren.parentId, [...parentIds]))
        .orderBy(asc(productChildren.parentId), asc(productChildren.sort), asc(products.id));
    },

    /** The FONT and FAMILY products of families, in catalogue order (what a family page sells). */
    async fontProductsOfFamilies(familyIds: readonly number[]): Promise<ProductWithChildIds[]> {
      if (familyIds.length === 0) return [];
      return fontProductsOfFamilies({ familyIds: [...familyIds] });
    },

    /** The encodings each family is sold in: those it has a FAMILY product for. */
    async soldEncodingsOfFamilies(familyIds: readonly number[]): Promise<FamilyEncodingLink[]> {
      if (familyIds.length === 0) return [];
      const rows = await db
        .selectDistinct({ familyId: products.familyId, encodingId: products.encodingId })
        .from(products)
        .where(
          and(
            inArray(products.familyId, [...familyIds]),
            eq(products.kind, 'FAMILY'),
            isNotNull(products.encodingId),
          ),
        );
      return rows.flatMap((row) =>
        row.familyId !== null && row.encodingId !== null
          ? [{ familyId: row.familyId, encodingId: row.encodingId }]
          : [],
      );
    },

    async familiesByIds(ids: readonly number[]): Promise<FamilyRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(families)
        .where(inArray(families.id, [...ids]));
    },

    async stylesByIds(ids: readonly number[]): Promise<StyleRow[]> {
      if (ids.length === 0) return [];
      return db
        .select({ ...styleColumns, storageKey: fontFiles.storageKey })
        .from(styles)
        .innerJoin(fontFiles, eq(fontFiles.id, styles.fontFileId))
        .where(inArray(styles.id, [...ids]));
    },
  };
}

export type ProductRepository = ReturnType<typeof createProductRepository>;
