import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One row per password-reset mail sent to an account, so the mails per account can be limited in
 * every API process alike. Rows older than the window carry no weight and are removed as new mails
 * are counted.
 */
export const passwordResetMails = pgTable(
  'password_reset_mails',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('password_reset_mails_user_idx').on(t.userId, t.sentAt)],
);
