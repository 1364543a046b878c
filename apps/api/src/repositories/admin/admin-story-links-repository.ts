import { type Db, families, type StoredImage, stories, storyFamilies, storySeries } from '@foundry/db';
import { and, asc, eq, inArray, ne, or } from '@foundry/db/orm';
import type { StoryRow } from '../story-row.ts';

export type AdminStorySeriesRow = typeof storySeries.$inferSelect;
export type StorySeriesWrite = { title: string; url: string };

/** What the story's presentation form writes: its look, its series and translation, its families. */
export type StoryPresentationWrite = {
  theme: StoryRow['theme'];
  backgroundColor: string | null;
  thumbnail: StoredImage | null;
  movieUrl: string | null;
  movieDurationSeconds: number | null;
  seriesId: number | null;
  seriesPosition: number | null;
  translationOfId: number | null;
};

/** A story's series, translation and featured families, for the back office (docs/editorial-admin.md). */
export function createAdminStoryLinksRepository(db: Db) {
  return {
    async listSeries(): Promise<AdminStorySeriesRow[]> {
      return db.select().from(storySeries).orderBy(asc(storySeries.title), asc(storySeries.id));
    },

    async findSeries(id: number): Promise<AdminStorySeriesRow | null> {
      const [row] = await db.select().from(storySeries).where(eq(storySeries.id, id)).limit(1);
      return row ?? null;
    },

    async seriesUrlTakenBy(url: string): Promise<number | null> {
      const [row] = await db
        .select({ id: storySeries.id })
        .from(storySeries)
        .where(eq(storySeries.url, url))
        .limit(1);
      return row?.id ?? null;
    },

    async insertSeries(values: StorySeriesWrite): Promise<number> {
      const [row] = await db.insert(storySeries).values(values).returning({ id: storySeries.id });
      if (!row) throw new Error('series not inserted');
      return row.id;
    },

    async updateSeries(id: number, values: StorySeriesWrite): Promise<void> {
      await db.update(storySeries).set(values).where(eq(storySeries.id, id));
    },

    async findStory(id: number): Promise<Pick<StoryRow, 'id' | 'language' | 'translationOfId'> | null> {
      const [row] = await db
        .select({ id: stories.id, language: stories.language, translationOfId: stories.translationOfId })
        .from(stories)
        .where(eq(stories.id, id))
        .limit(1);
      return row ?? null;
    },

    /** Whether other stories name this one as their original. */
    async hasTranslations(id: number): Promise<boolean> {
      const [row] = await db
        .select({ id: stories.id })
        .from(stories)
        .where(eq(stories.translationOfId, id))
        .limit(1);
      return row !== undefined;
    },

    /** The stories of a translation group (the original and what names it) other than `exceptId`. */
    async translationGroup(originalId: number, exceptId: number) {
      return db
        .select({ id: stories.id, language: stories.language })
        .from(stories)
        .where(
          and(
            or(eq(stories.id, originalId), eq(stories.translationOfId, originalId)),
            ne(stories.id, exceptId),
          ),
        );
    },

    /** The families a story may feature, by title (unpublished ones stay off the public page). */
    async familyChoices(): Promise<{ id: number; title: string; url: string; published: boolean }[]> {
      return db
        .select({ id: families.id, title: families.title, url: families.url, published: families.published })
        .from(families)
        .orderBy(asc(families.title), asc(families.id));
    },

    async existingFamilyIds(ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: families.id })
        .from(families)
        .where(inArray(families.id, [...ids]));
      return rows.map((row) => row.id);
    },

    async featuredFamilyIdsOf(storyId: number): Promise<number[]> {
      const rows = await db
        .select({ familyId: storyFamilies.familyId })
        .from(storyFamilies)
        .where(eq(storyFamilies.storyId, storyId))
        .orderBy(asc(storyFamilies.sort), asc(storyFamilies.familyId));
      return rows.map((row) => row.familyId);
    },

    /** Replaces the families the story features, in the order given. */
    async setFeaturedFamilies(storyId: number, familyIds: readonly number[]): Promise<void> {
      await db.delete(storyFamilies).where(eq(storyFamilies.storyId, storyId));
      if (familyIds.length === 0) return;
      await db.insert(storyFamilies).values(familyIds.map((familyId, sort) => ({ storyId, familyId, sort })));
    },

    async updatePresentation(id: number, values: StoryPresentationWrite): Promise<void> {
      await db.update(stories).set(values).where(eq(stories.id, id));
    },
  };
}

export type AdminStoryLinksRepository = ReturnType<typeof createAdminStoryLinksRepository>;
