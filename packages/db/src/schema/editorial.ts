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
import { heroKind, publicationStatus, researchCategory, storyTheme, storyType } from './enums.ts';
import type { StoredImage } from './physical-products.ts';
import { storySeries } from './story-series.ts';

export const authors = pgTable('authors', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  url: text('url').notNull().unique(),
  title: text('title').notNull(),
  about: text('about'),
  website: text('website'),
  coverImage: jsonb('cover_image').$type<StoredImage>(),
  sort: integer('sort').notNull().default(0),
});

// Page blocks are typed by the API; the database keeps them as an ordered JSON array.
export type StoryBlock = { type: string; [field: string]: unknown };

export const stories = pgTable(
  'stories',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    type: storyType('type').notNull(),
    researchCategory: researchCategory('research_category'),
    title: text('title').notNull(),
    url: text('url').notNull().unique(),
    date: date('date').notNull(),
    description: text('description'),
    coverImage: jsonb('cover_image').$type<StoredImage>(),
    language: text('language').notNull().default('en'),
    categories: text('categories').array().notNull().default([]),
    blocks: jsonb('blocks').$type<StoryBlock[]>().notNull().default([]),
    theme: storyTheme('theme').notNull().default('light'),
    backgroundColor: text('background_color'),
    wordsCount: integer('words_count').notNull().default(0),
    movieUrl: text('movie_url'),
    movieDurationSeconds: integer('movie_duration_seconds'),
    status: publicationStatus('status').notNull().default('PUBLISHED'),
    featured: boolean('featured').notNull().default(false),
    // The small picture of listings and links; the cover image is the story page's own.
    thumbnail: jsonb('thumbnail').$type<StoredImage>(),
    seriesId: integer('series_id').references(() => storySeries.id, { onDelete: 'set null' }),
    // The story's place in its series (1, 2, …); the story page numbers the published parts in this order.
    seriesPosition: integer('series_position'),
    // Translations share one original: the original has none, each translation names it.
    translationOfId: integer('translation_of_id').references((): AnyPgColumn => stories.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('stories_type_date_idx').on(t.type, t.date),
    index('stories_series_idx').on(t.seriesId),
    index('stories_translation_of_idx').on(t.translationOfId),
  ],
);

export const storyAuthors = pgTable(
  'story_authors',
  {
    storyId: integer('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => authors.id, { onDelete: 'cascade' }),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.storyId, t.authorId] }), index('story_authors_author_idx').on(t.authorId)],
);

export const homepageHeroes = pgTable('homepage_heroes', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  kind: heroKind('kind').notNull(),
  title: text('title'),
  link: text('link'),
  image: jsonb('image').$type<StoredImage>(),
  // URL or storage key of a video, for the video kinds.
  video: text('video'),
  active: boolean('active').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});
