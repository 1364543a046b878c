import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { type StoryBlock, stories } from './editorial.ts';
import { publicationStatus, staticPageKind } from './enums.ts';
import { families } from './fonts.ts';
import { physicalProducts, type StoredImage } from './physical-products.ts';
import { users } from './users.ts';

/** The families a story features, in order. */
export const storyFamilies = pgTable(
  'story_families',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    familyId: integer('family_id')
      .notNull()
      .references(() => families.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.familyId] })],
);

/** About, terms, privacy and the other pages edited as blocks. */
export const staticPages = pgTable('static_pages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  url: text('url').notNull().unique(),
  kind: staticPageKind('kind').notNull().default('generic'),
  title: text('title').notNull(),
  description: text('description'),
  blocks: jsonb('blocks').$type<StoryBlock[]>().notNull().default([]),
  status: publicationStatus('status').notNull().default('PUBLISHED'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Help articles as a tree (a section's children are its articles); body is Markdown. */
export const helpItems = pgTable(
  'help_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer('parent_id').references((): AnyPgColumn => helpItems.id, {
      onDelete: 'cascade',
    }),
    url: text('url').notNull().unique(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('help_items_parent_idx').on(t.parentId)],
);

export const pressItems = pgTable('press_items', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  author: text('author'),
  year: integer('year').notNull(),
  category: text('category').notNull(),
  publicationName: text('publication_name'),
  url: text('url'),
  downloadUrl: text('download_url'),
  languages: text('languages').array().notNull().default([]),
});

/** A notice shown across the site while today is within [start, end] (e.g. shipping pauses). */
export const holidayNotices = pgTable('holiday_notices', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  notice: text('notice').notNull(),
  start: date('start').notNull(),
  end: date('end').notNull(),
});

/** A newsletter issue, previewable on the web before and after it is sent. */
export const newsletterIssues = pgTable('newsletter_issues', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  subject: text('subject').notNull(),
  preheader: text('preheader'),
  blocks: jsonb('blocks').$type<StoryBlock[]>().notNull().default([]),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** A give-away of books: members who sign up through its page may claim a copy while stock lasts. */
export const booksGiveAways = pgTable('books_give_aways', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  description: text('description'),
  physicalProductId: integer('physical_product_id').references(() => physicalProducts.id, {
    onDelete: 'set null',
  }),
  coverImage: jsonb('cover_image').$type<StoredImage>(),
  quantity: integer('quantity').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  active: boolean('active').notNull().default(true),
});

export const booksGiveAwayClaims = pgTable(
  'books_give_away_claims',
  {
    giveAwayId: integer('give_away_id')
      .notNull()
      .references(() => booksGiveAways.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.giveAwayId, t.userId] })],
);

/** A scanned handwriting sample with the small copy the archive's list shows. */
export type HandwritingImage = StoredImage & { thumbnail: StoredImage };

/** A handwriting sample of the research archive, with who wrote it (filters of the archive). */
export const handwritingSubmissions = pgTable('handwriting_submissions', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  gender: text('gender'),
  location: text('location'),
  motherTongue: text('mother_tongue'),
  age: integer('age'),
  multiLingual: boolean('multi_lingual').notNull().default(false),
  profession: text('profession'),
  handedness: text('handedness'),
  images: jsonb('images').$type<HandwritingImage[]>().notNull().default([]),
  status: publicationStatus('status').notNull().default('PUBLISHED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
