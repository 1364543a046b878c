import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { physicalProducts, physicalProductVariants } from './physical-products.ts';
import { staffMembers } from './staff.ts';

/**
 * Every change of a variant's stock, so its history adds up to the stock: a staff adjustment (staff,
 * reason), an order taking stock or a cancelled order giving it back (order). `stockAfter` is the
 * variant's stock right after this movement, read in the same statement that changed it.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    variantId: integer('variant_id')
      .notNull()
      .references(() => physicalProductVariants.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    // 'adjustment' (staff), 'order' (taken), 'order-cancelled' (given back).
    kind: text('kind').notNull(),
    reason: text('reason').notNull().default(''),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stock_movements_variant_idx').on(t.variantId, t.at),
    check('stock_movements_delta_not_zero', sql`${t.delta} <> 0`),
  ],
);

/**
 * The regular prices a physical product had and since when: the lowest of the 30 days before a sale
 * is shown beside the sale price (docs/products.md).
 */
export const physicalProductPrices = pgTable(
  'physical_product_prices',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    physicalProductId: integer('physical_product_id')
      .notNull()
      .references(() => physicalProducts.id, { onDelete: 'cascade' }),
    priceAmount: integer('price_amount').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('physical_product_prices_product_idx').on(t.physicalProductId, t.since)],
);
