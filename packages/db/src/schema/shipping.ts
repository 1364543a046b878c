import { sql } from 'drizzle-orm';
import { boolean, char, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { vatCategory } from './enums.ts';

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // e.g. 'PostShipping', 'CourierShipping', 'PickupOnLocationShipping'.
    type: text('type').notNull(),
    title: text('title').notNull(),
    subTitle: text('sub_title'),
    description: text('description'),
    deliveryTime: text('delivery_time'),
    priceAmount: integer('price_amount').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    vatCategory: vatCategory('vat_category').notNull().default('standard'),
    pickupAddress: text('pickup_address'),
    // ISO codes served; NULL means every country.
    countryCodes: text('country_codes').array(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check('shipping_methods_price_non_negative', sql`${t.priceAmount} >= 0`),
    check(
      'shipping_methods_pickup_has_address',
      sql`${t.type} <> 'PickupOnLocationShipping' OR ${t.pickupAddress} IS NOT NULL`,
    ),
  ],
);
