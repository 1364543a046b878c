import { sql } from 'drizzle-orm';
import { boolean, char, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orderItemKind, orderStatus, orderType } from './enums.ts';
import { physicalProducts, physicalProductVariants } from './physical-products.ts';
import { products } from './products.ts';
import { shippingMethods } from './shipping.ts';
import { users } from './users.ts';

// Addresses are copied into the order: later edits of the user's address book never change an order.
export type AddressSnapshot = {
  name: string;
  organization?: string | null;
  address: string;
  city: string;
  zip?: string | null;
  countryCode: string;
  stateCode?: string | null;
  vatNumber?: string | null;
  phone?: string | null;
  email?: string | null;
};

/** The upgrade a font line carries: from which owned family/style, by which option. */
export type OrderItemUpgrade = {
  myFamilyId: number;
  styleId?: number | null;
  option: 'AllStyles' | 'Complete' | 'Consolidate' | 'SingleStyle';
  rootProductId: number;
  creditAmount: number;
};

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Unguessable public reference used in payment and download URLs.
    hash: text('hash').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    status: orderStatus('status').notNull().default('NEW'),
    type: orderType('type').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    subTotalAmount: integer('sub_total_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    shippingAmount: integer('shipping_amount').notNull().default(0),
    vatAmount: integer('vat_amount').notNull().default(0),
    totalAmount: integer('total_amount').notNull().default(0),
    clubPoints: integer('club_points').notNull().default(0),
    invoiceAddress: jsonb('invoice_address').$type<AddressSnapshot>(),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>(),
    licenseAddress: jsonb('license_address').$type<AddressSnapshot>(),
    shippingMethodId: integer('shipping_method_id').references(() => shippingMethods.id),
    shipping: jsonb('shipping').$type<Record<string, unknown>>(),
    shippingTrackUrl: text('shipping_track_url'),
    isGift: boolean('is_gift').notNull().default(false),
    discountCode: text('discount_code'),
    vatNumber: text('vat_number'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Given when the invoice is first generated (finalizeOrder), in sequence, never reused.
    invoiceNumber: text('invoice_number').unique(),
    invoiceFileKey: text('invoice_file_key'),
    licenseFileKey: text('license_file_key'),
    invoiceLanguage: text('invoice_language').notNull().default('en'),
    affiliateId: text('affiliate_id'),
    // Saved from the checkout as a price calculation (a quote with a PDF) rather than paid at once;
    // it waits in the account's price calculations for longer than the unpaid hold of an order.
    isPriceCalculation: boolean('is_price_calculation').notNull().default(false),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status),
    // Reports read sales by the moment they were paid (docs/back-office.md, "Reports").
    index('orders_paid_at_idx').on(t.paidAt),
    check('orders_total_non_negative', sql`${t.totalAmount} >= 0`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: orderItemKind('kind').notNull(),
    productId: integer('product_id').references(() => products.id),
    physicalProductId: integer('physical_product_id').references(() => physicalProducts.id),
    variantId: integer('variant_id').references(() => physicalProductVariants.id),
    quantity: integer('quantity').notNull().default(1),
    title: text('title').notNull(),
    unitPriceAmount: integer('unit_price_amount').notNull(),
    oldPriceAmount: integer('old_price_amount'),
    vatRateBp: integer('vat_rate_bp').notNull().default(0),
    vatAmount: integer('vat_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    // The chosen licence (licence id, option → choice); no identity of its own.
    license: jsonb('license').$type<Record<string, unknown>>(),
    encodingIds: integer('encoding_ids').array().notNull().default([]),
    unsupportedEncodings: text('unsupported_encodings').array().notNull().default([]),
    selectionIndex: integer('selection_index'),
    // Set when the line upgrades a licence the customer owns: what was upgraded and the credit
    // (minor units) their earlier payment gave.
    upgrade: jsonb('upgrade').$type<OrderItemUpgrade>(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    pspReference: text('psp_reference'),
    resultCode: text('result_code'),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    // A retried request with the same key must not pay twice.
    idempotencyKey: text('idempotency_key').notNull().unique(),
    // The provider's checkout session the shopper paid in, when there is one.
    sessionId: text('session_id'),
    method: text('method'),
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId), index('payments_psp_reference_idx').on(t.pspReference)],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    code: text('code').notNull().unique(),
    // Exactly one of percent (basis points) or a fixed amount.
    percentBp: integer('percent_bp'),
    amount: integer('amount'),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    fontsOnly: boolean('fonts_only').notNull().default(false),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    // Set when staff disable the code: it is refused from then on, its uses are kept.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discount_codes_one_kind', sql`(${t.percentBp} IS NULL) <> (${t.amount} IS NULL)`),
    check('discount_codes_used_within_max', sql`${t.maxUses} IS NULL OR ${t.usedCount} <= ${t.maxUses}`),
  ],
);
