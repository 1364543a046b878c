import { RELATED_STORIES_LIMIT, rankRelatedStories } from '@foundry/domain/stories/related-stories';
import type { StoryRepository } from '../../repositories/story-repository.ts';
import type { StoryRow } from '../../repositories/story-row.ts';
import { groupBy } from '../../utils/group-by.ts';
import { type StoryNode, withAuthorsAndFamilies } from './read-stories.ts';

/** Enough recent candidates for the ranking to find the closest few among them. */
const CANDIDATES = 100;

export type RelatedStoriesSource = Pick<StoryRow, 'id' | 'type' | 'categories' | 'date'>;

/**
 * The stories suggested after each of `sources`: sharing its categories or type, never itself
 * (domain rule). Three statements for any number of sources (candidates, authors, families), so a
 * page of stories, or a level of nested related stories, is loaded at once (docs/stories.md).
 */
export async function readRelatedStories(
  storiesRepository: StoryRepository,
  sources: readonly RelatedStoriesSource[],
  limit: number = RELATED_STORIES_LIMIT,
): Promise<StoryNode[][]> {
  const candidates = groupBy(
    await storiesRepository.relatedCandidatesOf(
      sources.map((story) => story.id),
      CANDIDATES,
    ),
    (row) => row.sourceId,
  );
  const ranked = sources.map((story) =>
    rankRelatedStories(
      story,
      (candidates.get(story.id) ?? []).map(({ sourceId: _source, ...row }) => row),
      limit,
    ),
  );
  const unique = [...new Map(ranked.flat().map((row) => [row.id, row])).values()];
  const nodes = new Map(
    (await withAuthorsAndFamilies(storiesRepository, unique)).map((node) => [node.id, node]),
  );
  return ranked.map((rows) => rows.map((row) => nodes.get(row.id) as StoryNode));
}
