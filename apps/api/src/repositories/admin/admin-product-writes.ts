import { type Db, physicalProductPrices, physicalProducts } from '@foundry/db';
import { asc, eq, sql } from '@foundry/db/orm';
import type { AdminProductRow } from './admin-product-repository.ts';

/** The price and sale columns staff set together (see docs/products.md). */
export interface ProductPricing {
  priceAmount: number;
  salePriceAmount: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  saleLowestPriorAmount: number | null;
}

/** Writes of the products back office, inside the caller's audited transaction. */
export const adminProductWrites = {
  /** The product, its row locked until the transaction ends (two price edits run one after the other). */
  async lockProduct(tx: Db, id: number): Promise<AdminProductRow | null> {
    const rows = await tx.select().from(physicalProducts).where(eq(physicalProducts.id, id)).for('update');
    return rows[0] ?? null;
  },

  /**
   * Records a change of the regular price in the history. The first change also records the price it
   * replaces as in force since ever, so the history covers every day.
   */
  async recordPriceChange(tx: Db, productId: number, from: number, to: number, now: Date): Promise<void> {
    const [known] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(physicalProductPrices)
      .where(eq(physicalProductPrices.physicalProductId, productId));
    if ((known?.count ?? 0) === 0) {
      await tx
        .insert(physicalProductPrices)
        .values({ physicalProductId: productId, priceAmount: from, since: new Date(0) });
    }
    await tx
      .insert(physicalProductPrices)
      .values({ physicalProductId: productId, priceAmount: to, since: now });
  },

  /** The regular prices recorded for the product, oldest first. */
  async priceHistoryOf(tx: Db, productId: number): Promise<{ priceAmount: number; since: Date }[]> {
    return tx
      .select({ priceAmount: physicalProductPrices.priceAmount, since: physicalProductPrices.since })
      .from(physicalProductPrices)
      .where(eq(physicalProductPrices.physicalProductId, productId))
      .orderBy(asc(physicalProductPrices.since), asc(physicalProductPrices.id));
  },

  async setPricing(tx: Db, productId: number, pricing: ProductPricing, now: Date): Promise<AdminProductRow> {
    const [row] = await tx
      .update(physicalProducts)
      .set({ ...pricing, updatedAt: now })
      .where(eq(physicalProducts.id, productId))
      .returning();
    if (!row) throw new Error('the locked product vanished');
    return row;
  },
};
