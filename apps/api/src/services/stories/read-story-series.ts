import type { StoryLinksRepository, StorySeriesRow } from '../../repositories/story-links-repository.ts';
import type { StoryRepository } from '../../repositories/story-repository.ts';
import { groupBy } from '../../utils/group-by.ts';
import { type StoryNode, withAuthorsAndFamilies } from './read-stories.ts';

export type StorySeriesNode = StorySeriesRow & { stories: StoryNode[] };

/**
 * Series with their published parts in order (docs/stories.md), four statements for any number of
 * series: the series, their parts, and the parts' authors and families.
 */
export async function readStorySeries(
  repositories: { stories: StoryRepository; storyLinks: StoryLinksRepository },
  seriesIds: readonly number[],
): Promise<(StorySeriesNode | null)[]> {
  const [series, parts] = await Promise.all([
    repositories.storyLinks.seriesByIds(seriesIds),
    repositories.storyLinks.publishedPartsOf(seriesIds),
  ]);
  const partsBySeries = groupBy(
    await withAuthorsAndFamilies(repositories.stories, parts),
    (part) => part.seriesId,
  );
  const byId = new Map(series.map((row) => [row.id, row]));
  return seriesIds.map((id) => {
    const row = byId.get(id);
    return row ? { ...row, stories: partsBySeries.get(id) ?? [] } : null;
  });
}
