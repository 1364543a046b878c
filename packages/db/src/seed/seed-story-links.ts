import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../client.ts';
import type { FileSink } from '../files/file-sink.ts';
import { renderCover } from '../images/render-cover.ts';
import { stories, storySeries } from '../schema/index.ts';
import { readSeedData, readSeedFont } from './seed-paths.ts';

type DemoLinks = {
  series?: { url: string; title: string }[];
  stories: {
    url: string;
    title: string;
    backgroundColor: string;
    foreground: string;
    series?: { url: string; position: number };
    /** The url of the story this one translates. */
    translationOf?: string;
  }[];
};

/**
 * The demo stories' series, translations and thumbnails (docs/stories.md). Safe on every start: a
 * series is added by url, and a story's link or thumbnail is set only while it has none, so what
 * staff changed stays.
 */
export async function seedStoryLinks(db: Db, files: FileSink): Promise<void> {
  const editorial = await readSeedData<DemoLinks>('editorial.json');
  for (const series of editorial.series ?? []) {
    await db.insert(storySeries).values(series).onConflictDoNothing({ target: storySeries.url });
  }
  const seriesRows = await db.select({ id: storySeries.id, url: storySeries.url }).from(storySeries);
  const seriesIds = new Map(seriesRows.map((row) => [row.url, row.id]));
  const storyRows = await db
    .select({ id: stories.id, url: stories.url, thumbnail: stories.thumbnail })
    .from(stories)
    .where(
      inArray(
        stories.url,
        editorial.stories.map((story) => story.url),
      ),
    );
  const storyIds = new Map(storyRows.map((row) => [row.url, row.id]));
  const withoutThumbnail = new Set(storyRows.filter((row) => row.thumbnail === null).map((row) => row.url));
  const titleFont =
    withoutThumbnail.size > 0 ? await readSeedFont('inter-display', 'InterDisplay-Black.woff2') : null;

  for (const story of editorial.stories) {
    const id = storyIds.get(story.url);
    if (id === undefined) continue;
    const seriesId = story.series ? seriesIds.get(story.series.url) : undefined;
    if (story.series && seriesId !== undefined) {
      await db
        .update(stories)
        .set({ seriesId, seriesPosition: story.series.position })
        .where(and(eq(stories.id, id), isNull(stories.seriesId)));
    }
    const originalId = story.translationOf ? storyIds.get(story.translationOf) : undefined;
    if (originalId !== undefined) {
      await db
        .update(stories)
        .set({ translationOfId: originalId })
        .where(and(eq(stories.id, id), isNull(stories.translationOfId)));
    }
    if (titleFont && withoutThumbnail.has(story.url)) {
      const thumbnail = await renderCover(files, {
        title: story.title.replace(/: /, ':\n'),
        background: story.backgroundColor,
        foreground: story.foreground,
        titleFont,
        width: 480,
        height: 320,
        alt: story.title,
      });
      await db
        .update(stories)
        .set({ thumbnail })
        .where(and(eq(stories.id, id), isNull(stories.thumbnail)));
    }
  }
}
