import { char, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';
import { staffMembers } from './staff.ts';
import { users } from './users.ts';

/**
 * An affiliate's programme on one domain. `code` is what links carry (?affiliate=<code>) and what
 * orders store in orders.affiliate_id; `securityToken` is the secret the affiliate's site sends
 * with countAffiliateVisit so visits cannot be forged by others. Status: PENDING, ACTIVE, BLOCKED.
 */
export const affiliatePrograms = pgTable(
  'affiliate_programs',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    domain: text('domain').notNull(),
    code: text('code').notNull().unique(),
    securityToken: text('security_token').notNull(),
    status: text('status').notNull().default('ACTIVE'),
    // Commission in basis points of the order's net total.
    commissionBp: integer('commission_bp').notNull().default(1000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_programs_user_idx').on(t.userId)],
);

/** Visits counted per programme and day (a counter, not a log: no visitor data is kept). */
export const affiliateVisits = pgTable(
  'affiliate_visits',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => affiliatePrograms.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.programId, t.day] })],
);

/** Commission of one paid order, fixed when the order is paid; payoutId set once invoiced and paid. */
export const affiliateCommissions = pgTable(
  'affiliate_commissions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    programId: integer('program_id')
      .notNull()
      .references(() => affiliatePrograms.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    currency: char('currency', { length: 3 }).notNull().default('EUR'),
    payoutId: integer('payout_id').references(() => affiliatePayouts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('affiliate_commissions_program_idx').on(t.programId, t.createdAt)],
);

export const affiliatePayouts = pgTable('affiliate_payouts', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  currency: char('currency', { length: 3 }).notNull().default('EUR'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  // The bank transfer's reference or the affiliate's invoice number, as staff recorded it.
  reference: text('reference'),
  // Who recorded the payout in the back office.
  staffId: integer('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
});
