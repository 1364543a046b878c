import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/** A series of stories read in order ("Part 2 of …"); its stories point at it (docs/stories.md). */
export const storySeries = pgTable('story_series', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  title: text('title').notNull(),
  url: text('url').notNull().unique(),
});
