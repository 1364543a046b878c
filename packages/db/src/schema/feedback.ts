import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from './fonts.ts';
import { users } from './users.ts';

/**
 * A visitor's feedback on a family, sent from the family page. The images are the storage keys the
 * upload route answered (`uploads/<sha256>.<ext>`); the sender's account is kept when signed in.
 */
export const familyFeedback = pgTable(
  'family_feedback',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    imageKeys: text('image_keys').array().notNull().default([]),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_feedback_family_idx').on(t.familyId)],
);
