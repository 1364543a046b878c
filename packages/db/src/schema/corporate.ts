import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { products } from './products.ts';

// An access code a company's staff use to buy its corporate fonts (docs/shop-contract.md).
// Codes are stored upper-case; uses are counted with a conditional update when an order is placed.
export const corporateAccessCodes = pgTable(
  'corporate_access_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    company: text('company').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    // Null: any number of orders.
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('corporate_access_codes_code_upper', sql`${t.code} = upper(${t.code})`),
    check(
      'corporate_access_codes_used_within_max',
      sql`${t.usedCount} >= 0 AND (${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses})`,
    ),
  ],
);

// The font products (FAMILY or FONT, per encoding) a code unlocks under the corporate licence.
export const corporateAccessCodeProducts = pgTable(
  'corporate_access_code_products',
  {
    codeId: integer('code_id')
      .notNull()
      .references(() => corporateAccessCodes.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.codeId, t.productId] }),
    index('corporate_access_code_products_product_idx').on(t.productId),
  ],
);
