import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { families } from './fonts.ts';

/**
 * A shared type-tester setting (text, size, style, axes, features …) behind a short unguessable id,
 * so a link shows the family page exactly as the sender saw it. The data is validated and
 * size-limited by the API before it is stored.
 */
export const familyShares = pgTable(
  'family_shares',
  {
    id: text('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('family_shares_family_idx').on(t.familyId)],
);
