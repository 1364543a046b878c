import { type Db, stories, storySeries } from '@foundry/db';
import { and, asc, desc, eq, inArray, or } from '@foundry/db/orm';
import type { StoryRow } from './story-row.ts';

export type StorySeriesRow = typeof storySeries.$inferSelect;

// Visitors only ever see published stories (as in story-repository.ts).
const published = eq(stories.status, 'PUBLISHED');

/** The links between stories: the series they are parts of and their translations (docs/stories.md). */
export function createStoryLinksRepository(db: Db) {
  return {
    async seriesByIds(ids: readonly number[]): Promise<StorySeriesRow[]> {
      if (ids.length === 0) return [];
      return db
        .select()
        .from(storySeries)
        .where(inArray(storySeries.id, [...ids]));
    },

    /** The published parts of these series, each series in its editorial order (position, then date). */
    async publishedPartsOf(seriesIds: readonly number[]): Promise<StoryRow[]> {
      if (seriesIds.length === 0) return [];
      return db
        .select()
        .from(stories)
        .where(and(published, inArray(stories.seriesId, [...seriesIds])))
        .orderBy(asc(stories.seriesId), asc(stories.seriesPosition), asc(stories.date), asc(stories.id));
    },

    /** The published stories of these translation groups: each original and what names it. */
    async publishedTranslationGroups(originalIds: readonly number[]): Promise<StoryRow[]> {
      if (originalIds.length === 0) return [];
      const ids = [...originalIds];
      return db
        .select()
        .from(stories)
        .where(and(published, or(inArray(stories.id, ids), inArray(stories.translationOfId, ids))))
        .orderBy(asc(stories.language), desc(stories.id));
    },
  };
}

export type StoryLinksRepository = ReturnType<typeof createStoryLinksRepository>;
