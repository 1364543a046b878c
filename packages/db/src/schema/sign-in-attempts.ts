import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per sign-in attempt, so repeated failures for an account or from an address can be slowed
 * down. Rows older than the lock-out window carry no weight and may be pruned.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    // Lower-cased, so 'Ada@x' and 'ada@x' count against the same account.
    email: text('email').notNull(),
    // The client's address when known; null when the request did not carry one.
    address: text('address'),
    succeeded: boolean('succeeded').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('sign_in_attempts_email_idx').on(t.email, t.attemptedAt),
    index('sign_in_attempts_address_idx').on(t.address, t.attemptedAt),
  ],
);
