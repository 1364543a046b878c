import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  foreignKey,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, countryStates } from './countries.ts';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    name: text('name').notNull().default(''),
    organization: text('organization'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    city: text('city'),
    zip: text('zip'),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    stateCode: text('state_code'),
    vatNumber: text('vat_number'),
    phone: text('phone'),
    invoiceLanguage: text('invoice_language').notNull().default('en'),
    mailing: boolean('mailing').notNull().default(false),
    club: boolean('club').notNull().default(false),
    // Club notification settings: what the club member wants to be mailed about.
    clubNotifyAfterTransaction: boolean('club_notify_after_transaction').notNull().default(true),
    clubNotifyNewRewards: boolean('club_notify_new_rewards').notNull().default(true),
    clubNotifyNewWebinar: boolean('club_notify_new_webinar').notNull().default(true),
    showAffiliateProgramme: boolean('show_affiliate_programme').notNull().default(false),
    // The club member's own code for referring friends; issued on first need.
    referralCode: text('referral_code').unique(),
    // Commission below this (minor units) is not invoiced yet; null: the programme's default.
    affiliateInvoiceLimit: integer('affiliate_invoice_limit'),
    canGetFullTrialFont: boolean('can_get_full_trial_font').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // E-mail addresses are unique whatever their case.
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    foreignKey({
      name: 'users_state_fk',
      columns: [t.countryCode, t.stateCode],
      foreignColumns: [countryStates.countryCode, countryStates.code],
    }),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // SHA-256 of the cookie token: a leaked table does not leak sessions.
    tokenHash: text('token_hash').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    stayLoggedIn: boolean('stay_logged_in').notNull().default(false),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_expires_at_idx').on(t.expiresAt)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    label: text('label'),
    name: text('name').notNull(),
    organization: text('organization'),
    addressLine1: text('address_line1'),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    city: text('city').notNull(),
    zip: text('zip'),
    countryCode: char('country_code', { length: 2 })
      .notNull()
      .references(() => countries.code),
    stateCode: text('state_code'),
    vatNumber: text('vat_number'),
    phone: text('phone'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_id_idx').on(t.userId),
    // At most one default address per user.
    uniqueIndex('addresses_one_default_per_user').on(t.userId).where(sql`${t.isDefault}`),
    foreignKey({
      name: 'addresses_state_fk',
      columns: [t.countryCode, t.stateCode],
      foreignColumns: [countryStates.countryCode, countryStates.code],
    }),
  ],
);
