import { NEWSLETTER_SUBSCRIPTION_STATUSES } from '@foundry/domain/newsletter/newsletter-subscription-status';
import { sql } from 'drizzle-orm';
import { integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const newsletterSubscriptionStatus = pgEnum(
  'newsletter_subscription_status',
  NEWSLETTER_SUBSCRIPTION_STATUSES,
);

/**
 * One row per e-mail address that signed up for the newsletter. The confirm hash is mailed to the
 * subscriber in plain form and stored here only as its SHA-256, so a leaked table cannot confirm or
 * unsubscribe anybody.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: text('email').notNull(),
    status: newsletterSubscriptionStatus('status').notNull().default('pending'),
    confirmHashDigest: text('confirm_hash_digest').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  },
  // One subscription per address whatever its case.
  (t) => [uniqueIndex('newsletter_subscriptions_email_lower_unique').on(sql`lower(${t.email})`)],
);
