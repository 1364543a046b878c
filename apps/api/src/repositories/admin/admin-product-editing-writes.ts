import {
  type Db,
  ebookFiles,
  orderItems,
  physicalProducts,
  physicalProductVariants,
  type StoredImage,
} from '@foundry/db';
import { and, asc, eq, ne, sql } from '@foundry/db/orm';
import type { AdminProductRow, AdminVariantRow, EbookFileRow } from './admin-product-repository.ts';

export type NewProductRow = typeof physicalProducts.$inferInsert;

/**
 * Writes that make and shape products (texts, variants, publishing, images, e-book files), inside the
 * caller's audited transaction; prices and stock are admin-product-writes'.
 */
export const adminProductEditingWrites = {
  async urlTaken(tx: Db, url: string, exceptId: number | null): Promise<boolean> {
    const rows = await tx
      .select({ id: physicalProducts.id })
      .from(physicalProducts)
      .where(
        exceptId === null
          ? eq(physicalProducts.url, url)
          : and(eq(physicalProducts.url, url), ne(physicalProducts.id, exceptId)),
      )
      .limit(1);
    return rows.length > 0;
  },

  async insertProduct(
    tx: Db,
    values: NewProductRow,
    variantLabels: readonly string[],
  ): Promise<AdminProductRow> {
    const [row] = await tx.insert(physicalProducts).values(values).returning();
    if (!row) throw new Error('the new product was not inserted');
    await tx
      .insert(physicalProductVariants)
      .values(variantLabels.map((label, sort) => ({ physicalProductId: row.id, label, stock: 0, sort })));
    return row;
  },

  async updateProduct(
    tx: Db,
    id: number,
    change: Partial<NewProductRow>,
    now: Date,
  ): Promise<AdminProductRow> {
    const [row] = await tx
      .update(physicalProducts)
      .set({ ...change, updatedAt: now })
      .where(eq(physicalProducts.id, id))
      .returning();
    if (!row) throw new Error('the locked product vanished');
    return row;
  },

  async productIdOfVariant(db: Db, id: number): Promise<number | null> {
    const [row] = await db
      .select({ productId: physicalProductVariants.physicalProductId })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.id, id));
    return row?.productId ?? null;
  },

  /** The variant with its row locked, and its product's variant count. */
  async lockVariant(tx: Db, id: number): Promise<{ variant: AdminVariantRow; siblings: number } | null> {
    const [variant] = await tx
      .select()
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.id, id))
      .for('update');
    if (!variant) return null;
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.physicalProductId, variant.physicalProductId));
    return { variant, siblings: count?.n ?? 0 };
  },

  async addVariant(tx: Db, productId: number, label: string): Promise<AdminVariantRow> {
    const [row] = await tx
      .insert(physicalProductVariants)
      .values({
        physicalProductId: productId,
        label,
        stock: 0,
        sort: sql`(select coalesce(max(${physicalProductVariants.sort}), -1) + 1 from ${physicalProductVariants} where ${physicalProductVariants.physicalProductId} = ${productId})`,
      })
      .returning();
    if (!row) throw new Error('the new variant was not inserted');
    return row;
  },

  async renameVariant(tx: Db, id: number, label: string): Promise<AdminVariantRow> {
    const [row] = await tx
      .update(physicalProductVariants)
      .set({ label })
      .where(eq(physicalProductVariants.id, id))
      .returning();
    if (!row) throw new Error('the locked variant vanished');
    return row;
  },

  async variantOrdered(tx: Db, id: number): Promise<boolean> {
    const rows = await tx
      .select({ id: orderItems.id })
      .from(orderItems)
      .where(eq(orderItems.variantId, id))
      .limit(1);
    return rows.length > 0;
  },

  async removeVariant(tx: Db, id: number): Promise<void> {
    await tx.delete(physicalProductVariants).where(eq(physicalProductVariants.id, id));
  },

  async variantsOf(tx: Db, productId: number): Promise<AdminVariantRow[]> {
    return tx
      .select()
      .from(physicalProductVariants)
      .where(eq(physicalProductVariants.physicalProductId, productId))
      .orderBy(asc(physicalProductVariants.sort), asc(physicalProductVariants.id));
  },

  async setImages(tx: Db, id: number, images: StoredImage[], coverImage: StoredImage | null, now: Date) {
    return adminProductEditingWrites.updateProduct(tx, id, { images, coverImage }, now);
  },

  async ebookFileOf(tx: Db, productId: number): Promise<EbookFileRow | null> {
    const [row] = await tx.select().from(ebookFiles).where(eq(ebookFiles.physicalProductId, productId));
    return row ?? null;
  },

  /** Sets (or replaces) the e-book's file. */
  async putEbookFile(tx: Db, file: EbookFileRow): Promise<EbookFileRow> {
    const { physicalProductId, ...rest } = file;
    const [row] = await tx
      .insert(ebookFiles)
      .values(file)
      .onConflictDoUpdate({ target: ebookFiles.physicalProductId, set: rest })
      .returning();
    if (!row) throw new Error('the e-book file was not written');
    return { ...row, physicalProductId };
  },
};
