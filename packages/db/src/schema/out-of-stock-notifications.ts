import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { physicalProducts, physicalProductVariants } from './physical-products.ts';

// A visitor asked to be told when a product (or one variant) is back in stock.
export const outOfStockNotifications = pgTable(
  'out_of_stock_notifications',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    physicalProductId: integer('physical_product_id')
      .notNull()
      .references(() => physicalProducts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => physicalProductVariants.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  // Asking twice for the same thing keeps one request.
  (t) => [
    uniqueIndex('out_of_stock_notifications_unique').on(
      sql`lower(${t.email})`,
      t.physicalProductId,
      sql`coalesce(${t.variantId}, 0)`,
    ),
  ],
);
