import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { publicationStatus } from './enums.ts';
import { families } from './fonts.ts';
import type { StoredImage } from './physical-products.ts';

/** A custom-fonts case study on /fonts/custom: a typeface made or adapted for a client. */
export const customFontsCaseStudies = pgTable(
  'custom_fonts_case_studies',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    client: text('client').notNull(),
    summary: text('summary').notNull(),
    // Paragraphs separated by blank lines.
    body: text('body').notNull().default(''),
    year: integer('year'),
    // The scripts/services the work covered, e.g. ['Latin', 'Arabic', 'Variable font'].
    services: text('services').array().notNull().default([]),
    coverImage: jsonb('cover_image').$type<StoredImage>(),
    images: jsonb('images').$type<StoredImage[]>().notNull().default([]),
    status: publicationStatus('status').notNull().default('PUBLISHED'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('custom_fonts_case_studies_sort_idx').on(t.sort, t.id)],
);

/** The families a case study started from or produced, in credit order. */
export const customFontsCaseStudyFamilies = pgTable(
  'custom_fonts_case_study_families',
  {
    caseStudyId: integer('case_study_id')
      .notNull()
      .references(() => customFontsCaseStudies.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.caseStudyId, t.familyId] })],
);
