import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { publicationStatus } from './enums.ts';
import { encodings, families } from './fonts.ts';
import type { StoredImage } from './physical-products.ts';
import { users } from './users.ts';

/**
 * A fonts-in-use showcase: a book, poster, site or sign set in our families. Category, output,
 * country and languages are the listing's filters; country is an ISO 3166 code, languages are
 * language codes.
 */
export const fontsInUse = pgTable(
  'fonts_in_use',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    designer: text('designer'),
    designerUrl: text('designer_url'),
    photoCredits: text('photo_credits'),
    year: integer('year'),
    status: publicationStatus('status').notNull().default('PUBLISHED'),
    category: text('category'),
    output: text('output'),
    country: text('country'),
    languages: text('languages').array().notNull().default([]),
    encodingId: integer('encoding_id').references(() => encodings.id, { onDelete: 'set null' }),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    // The customer who submitted it from their account (PENDING until reviewed); null for our own.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('fonts_in_use_status_idx').on(t.status), index('fonts_in_use_user_idx').on(t.userId)],
);

/** The families a showcase uses, in the order they are credited. */
export const fontsInUseFamilies = pgTable(
  'fonts_in_use_families',
  {
    fontsInUseId: integer('fonts_in_use_id')
      .notNull()
      .references(() => fontsInUse.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.fontsInUseId, t.familyId] }),
    index('fonts_in_use_families_family_idx').on(t.familyId),
  ],
);
