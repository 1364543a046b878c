import {
  boolean,
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { fundingStatus, publicationStatus } from './enums.ts';
import { orders } from './orders.ts';
import type { StoredImage } from './physical-products.ts';
import { addresses, users } from './users.ts';

/**
 * The club points ledger: every earning (positive) and spending (negative) of a member. The
 * balance is the sum of the rows not yet expired; a row is never updated, so history and balance
 * cannot disagree. `kind` says what moved the points (order, reward, voucher, points_order,
 * crowdfunding, referral, fonts_in_use, expiry, adjustment).
 */
export const clubTransactions = pgTable(
  'club_transactions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    points: integer('points').notNull(),
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    // Earned points lapse; null for spendings and for points that never lapse.
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('club_transactions_user_idx').on(t.userId, t.createdAt)],
);

/**
 * What members can claim with points: a reward (a specimen, a poster: shipped to an address) or a
 * voucher (a discount code worth `voucherAmount` minor units, issued when claimed).
 */
export const clubRewards = pgTable('club_rewards', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: text('kind').$type<'reward' | 'voucher'>().notNull(),
  title: text('title').notNull(),
  description: text('description'),
  points: integer('points').notNull(),
  specimen: jsonb('specimen').$type<StoredImage>(),
  voucherAmount: integer('voucher_amount'),
  currency: char('currency', { length: 3 }).notNull().default('EUR'),
  // Null: unlimited.
  stock: integer('stock'),
  status: publicationStatus('status').notNull().default('PUBLISHED'),
  sort: integer('sort').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A member's claim of a reward or voucher; status PENDING until shipped, then SHIPPED (or ISSUED for vouchers). */
export const clubRewardClaims = pgTable(
  'club_reward_claims',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id')
      .notNull()
      .references(() => clubRewards.id),
    shippingAddressId: integer('shipping_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    status: text('status').notNull().default('PENDING'),
    points: integer('points').notNull(),
    // For vouchers: the discount code issued.
    voucherCode: text('voucher_code'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('club_reward_claims_user_idx').on(t.userId),
    // The back office lists claims by status, oldest waiting first.
    index('club_reward_claims_status_idx').on(t.status, t.createdAt),
  ],
);

export const webinars = pgTable('webinars', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  subTitle: text('sub_title'),
  description: text('description'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  // The meeting link while upcoming or live; the recording afterwards.
  link: text('link'),
  status: publicationStatus('status').notNull().default('PUBLISHED'),
});

export const crowdfundingProjects = pgTable('crowdfunding_projects', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  status: fundingStatus('status').notNull().default('Running'),
  goalPoints: integer('goal_points').notNull(),
  deadline: date('deadline').notNull(),
  estimatedDelivery: text('estimated_delivery'),
  fundedDate: date('funded_date'),
  logo: jsonb('logo').$type<StoredImage>(),
  publication: publicationStatus('publication').notNull().default('PUBLISHED'),
});

/** What a backer receives for a pledge of at least `points`. */
export const crowdfundingRewards = pgTable('crowdfunding_rewards', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  projectId: integer('project_id')
    .notNull()
    .references(() => crowdfundingProjects.id, { onDelete: 'cascade' }),
  title: text('title').notNull(),
  description: text('description'),
  points: integer('points').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const crowdfundingUpdates = pgTable('crowdfunding_updates', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  projectId: integer('project_id')
    .notNull()
    .references(() => crowdfundingProjects.id, { onDelete: 'cascade' }),
  date: date('date').notNull(),
  title: text('title').notNull(),
  body: text('body').notNull(),
});

export const crowdfundingFundings = pgTable(
  'crowdfunding_fundings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    projectId: integer('project_id')
      .notNull()
      .references(() => crowdfundingProjects.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewardId: integer('reward_id').references(() => crowdfundingRewards.id, { onDelete: 'set null' }),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crowdfunding_fundings_project_idx').on(t.projectId)],
);

/** A member's referral code; a new member who signs up with it is counted as their referral. */
export const clubReferrals = pgTable(
  'club_referrals',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    referrerUserId: integer('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: integer('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rewarded: boolean('rewarded').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('club_referrals_referred_unique').on(t.referredUserId)],
);
