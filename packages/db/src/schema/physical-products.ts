import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { physicalProductType, vatCategory } from './enums.ts';

export type StoredImage = { key: string; width: number; height: number; alt: string };

// Books, posters, t-shirts and totes. Categories, publishers and languages are text arrays with GIN
// indexes: filtering is `&&` (any of) and the facet lists are `unnest` + distinct.
export const physicalProducts = pgTable(
  'physical_products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    productType: physicalProductType('product_type').notNull(),
    coverBgColor: text('cover_bg_color'),
    coverImage: jsonb('cover_image').$type<StoredImage>(),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<{ name: string; value: string }[]>().notNull().default([]),
    priceAmount: integer('price_amount').notNull(),
    oldPriceAmount: integer('old_price_amount'),
    // A sale: salePriceAmount is charged from saleStartsAt until saleEndsAt (either open), and
    // saleLowestPriorAmount is the lowest regular price of the 30 days before it (docs/products.md).
    salePriceAmount: integer('sale_price_amount'),
    saleStartsAt: timestamp('sale_starts_at', { withTimezone: true }),
    saleEndsAt: timestamp('sale_ends_at', { withTimezone: true }),
    saleLowestPriorAmount: integer('sale_lowest_prior_amount'),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    vatCategory: vatCategory('vat_category').notNull().default('standard'),
    // Digital products (e-books) are downloaded after payment: no stock, no shipping, digital VAT.
    digital: boolean('digital').notNull().default(false),
    shippingRequired: boolean('shipping_required').notNull().default(true),
    accountRequired: boolean('account_required').notNull().default(false),
    categories: text('categories').array().notNull().default([]),
    publishers: text('publishers').array().notNull().default([]),
    languages: text('languages').array().notNull().default([]),
    sort: integer('sort').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('physical_products_type_idx').on(t.productType),
    index('physical_products_categories_gin').using('gin', t.categories),
    index('physical_products_publishers_gin').using('gin', t.publishers),
    index('physical_products_languages_gin').using('gin', t.languages),
    check('physical_products_price_non_negative', sql`${t.priceAmount} >= 0`),
  ],
);

// Every physical product has at least one variant; stock lives on the variant.
export const physicalProductVariants = pgTable(
  'physical_product_variants',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    physicalProductId: integer('physical_product_id')
      .notNull()
      .references(() => physicalProducts.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    // Overrides the product's price when set.
    priceAmount: integer('price_amount'),
    stock: integer('stock').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('physical_product_variants_product_idx').on(t.physicalProductId, t.sort),
    check('physical_product_variants_stock_non_negative', sql`${t.stock} >= 0`),
  ],
);
