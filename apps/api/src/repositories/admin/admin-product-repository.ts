import {
  type Db,
  ebookFiles,
  orderItems,
  physicalProducts,
  physicalProductVariants,
  staffMembers,
  stockMovements,
} from '@foundry/db';
import { and, asc, desc, eq, getTableColumns, ilike, inArray, sql } from '@foundry/db/orm';
import { containsPattern } from '../like-pattern.ts';

export type AdminProductRow = typeof physicalProducts.$inferSelect;
export type AdminVariantRow = typeof physicalProductVariants.$inferSelect;
export type EbookFileRow = typeof ebookFiles.$inferSelect;

/** One stock movement with who made it (staff) or what made it (order). */
export interface StockMovementRow {
  id: number;
  variantId: number;
  delta: number;
  stockAfter: number;
  kind: string;
  reason: string;
  staffEmail: string | null;
  orderId: number | null;
  at: Date;
}

export interface ProductListRow {
  id: number;
  title: string;
  url: string;
  productType: string;
  digital: boolean;
  priceAmount: number;
  currency: string;
  salePriceAmount: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  stock: number;
  publishedAt: Date | null;
}

/** The most movements a product's history shows at once, newest first. */
export const MOVEMENTS_SHOWN = 100;

/** Physical products and e-books for the back office: reads; writes go through admin-product-writes. */
export function createAdminProductRepository(db: Db) {
  return {
    async list(filter: { digital: boolean | null; search: string | null }): Promise<ProductListRow[]> {
      return db
        .select({
          id: physicalProducts.id,
          title: physicalProducts.title,
          url: physicalProducts.url,
          productType: physicalProducts.productType,
          digital: physicalProducts.digital,
          priceAmount: physicalProducts.priceAmount,
          currency: physicalProducts.currency,
          salePriceAmount: physicalProducts.salePriceAmount,
          saleStartsAt: physicalProducts.saleStartsAt,
          saleEndsAt: physicalProducts.saleEndsAt,
          publishedAt: physicalProducts.publishedAt,
          stock: sql<number>`coalesce((select sum(${physicalProductVariants.stock}) from ${physicalProductVariants}
            where ${physicalProductVariants.physicalProductId} = ${physicalProducts.id}), 0)::int`,
        })
        .from(physicalProducts)
        .where(
          and(
            filter.digital === null ? undefined : eq(physicalProducts.digital, filter.digital),
            filter.search ? ilike(physicalProducts.title, containsPattern(filter.search)) : undefined,
          ),
        )
        .orderBy(asc(physicalProducts.title), asc(physicalProducts.id))
        .limit(500);
    },

    async findById(id: number): Promise<AdminProductRow | null> {
      const rows = await db.select().from(physicalProducts).where(eq(physicalProducts.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** The product's variants, each with whether an order names it (then it cannot be removed). */
    async variantsOf(productId: number): Promise<(AdminVariantRow & { ordered: boolean })[]> {
      return db
        .select({
          ...getTableColumns(physicalProductVariants),
          ordered: sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.variantId} = ${physicalProductVariants.id})`,
        })
        .from(physicalProductVariants)
        .where(eq(physicalProductVariants.physicalProductId, productId))
        .orderBy(asc(physicalProductVariants.sort), asc(physicalProductVariants.id));
    },

    async ebookFileOf(productId: number): Promise<EbookFileRow | null> {
      const rows = await db
        .select()
        .from(ebookFiles)
        .where(eq(ebookFiles.physicalProductId, productId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The newest movements of the given variants. */
    async movementsOf(variantIds: readonly number[]): Promise<StockMovementRow[]> {
      if (variantIds.length === 0) return [];
      return db
        .select({
          id: stockMovements.id,
          variantId: stockMovements.variantId,
          delta: stockMovements.delta,
          stockAfter: stockMovements.stockAfter,
          kind: stockMovements.kind,
          reason: stockMovements.reason,
          staffEmail: staffMembers.email,
          orderId: stockMovements.orderId,
          at: stockMovements.at,
        })
        .from(stockMovements)
        .leftJoin(staffMembers, eq(staffMembers.id, stockMovements.staffId))
        .where(inArray(stockMovements.variantId, [...variantIds]))
        .orderBy(desc(stockMovements.id))
        .limit(MOVEMENTS_SHOWN);
    },
  };
}

export type AdminProductRepository = ReturnType<typeof createAdminProductRepository>;
