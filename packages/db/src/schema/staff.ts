import { STAFF_ROLES } from '@foundry/domain/staff/staff-roles';
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubRewardClaims } from './club.ts';
import { orderItems, orders } from './orders.ts';

export const staffRole = pgEnum('staff_role', STAFF_ROLES);

/** The foundry's staff: accounts of the back office, apart from customers (docs/back-office.md). */
export const staffMembers = pgTable(
  'staff_members',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    role: staffRole('role').notNull(),
    // argon2id PHC string, as customers' passwords.
    passwordHash: text('password_hash').notNull(),
    // Base32 TOTP secret; null until a second factor is enrolled (required in production).
    totpSecret: text('totp_secret'),
    // The demo owner whose password the README gives: refused when NODE_ENV=production.
    isDemo: boolean('is_demo').notNull().default(false),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_members_email_lower_unique').on(sql`lower(${t.email})`)],
);

/** A staff session: the cookie's token hash; it ends after 30 idle minutes or at `expiresAt`. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every staff write, one row each, written in the write's own transaction: who, when, what, and the
 * record before and after. Rows are never changed or removed.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    // Kept as written: the row still names who acted after the account is gone.
    staffEmail: text('staff_email').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);

/** Money given back for an order by staff through the payment provider; a line's licence ends with it. */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // The refunded line, when the refund is for one line; null for an amount of the whole order.
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    reason: text('reason').notNull().default(''),
    // Our reference, also the provider's idempotency key.
    reference: text('reference').notNull().unique(),
    pspReference: text('psp_reference'),
    status: text('status').notNull(),
    staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    // Reports book refunds when they were given.
    index('order_refunds_created_at_idx').on(t.createdAt),
  ],
);

/** A physical order handed to the carrier: its tracking number, once. */
export const orderShipments = pgTable('order_shipments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  trackingNumber: text('tracking_number').notNull(),
  carrier: text('carrier'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
});

/**
 * A club reward claim handed to the carrier: its tracking number, once (the claim is the key, so a
 * second "shipped" cannot be stored). The claim's status becomes SHIPPED in the same transaction.
 */
export const clubRewardShipments = pgTable('club_reward_shipments', {
  claimId: integer('claim_id')
    .primaryKey()
    .references(() => clubRewardClaims.id, { onDelete: 'cascade' }),
  trackingNumber: text('tracking_number').notNull(),
  carrier: text('carrier'),
  trackUrl: text('track_url'),
  shippedAt: timestamp('shipped_at', { withTimezone: true }).notNull().defaultNow(),
  staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
});
