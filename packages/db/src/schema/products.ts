import { sql } from 'drizzle-orm';
import { char, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { productKind } from './enums.ts';
import { encodings, families, styles } from './fonts.ts';

// Sellable font products: FONT (one style), FAMILY (all styles), COLLECTION and SUITE (several families).
export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: productKind('kind').notNull(),
    familyId: integer('family_id').references(() => families.id, { onDelete: 'cascade' }),
    styleId: integer('style_id').references(() => styles.id, { onDelete: 'cascade' }),
    encodingId: integer('encoding_id').references(() => encodings.id),
    title: text('title').notNull(),
    priceAmount: integer('price_amount').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    oldPriceAmount: integer('old_price_amount'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('products_family_idx').on(t.familyId, t.kind),
    index('products_style_idx').on(t.styleId),
    check('products_price_non_negative', sql`${t.priceAmount} >= 0`),
    check('products_font_has_style', sql`${t.kind} <> 'FONT' OR ${t.styleId} IS NOT NULL`),
  ],
);

// Composition: a FAMILY holds FONTs, a COLLECTION/SUITE holds FAMILYs.
export const productChildren = pgTable(
  'product_children',
  {
    parentId: integer('parent_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    childId: integer('child_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.parentId, t.childId] }),
    index('product_children_child_idx').on(t.childId),
  ],
);
