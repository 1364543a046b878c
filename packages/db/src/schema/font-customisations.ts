import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { families, variableFonts } from './fonts.ts';
import { users } from './users.ts';

/**
 * A customer's named position on the axes of a variable font they own ({ wght: 612, opsz: 18 }).
 * A static instance is cut from the variable font at that position on download. The title is
 * unique per user and variable font (code 480 otherwise).
 */
export const fontCustomisations = pgTable(
  'font_customisations',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    variableFontId: integer('variable_font_id')
      .notNull()
      .references(() => variableFonts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    axes: jsonb('axes').$type<Record<string, number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('font_customisations_title_unique').on(t.userId, t.variableFontId, t.title),
    index('font_customisations_user_idx').on(t.userId, t.familyId),
  ],
);
