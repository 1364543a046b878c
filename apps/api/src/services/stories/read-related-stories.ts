import { RELATED_STORIES_LIMIT, rankRelatedStories } from '@foundry/domain/stories/related-stories';
import type { StoryRepository, StoryRow } from '../../repositories/story-repository.ts';
import { type StoryNode, withAuthorsAndFamilies } from './read-stories.ts';

/** Enough recent candidates for the ranking to find the closest few among them. */
const CANDIDATES = 100;

/** The stories suggested after `story`: sharing its categories or type, never itself (domain rule). */
export async function readRelatedStories(
  storiesRepository: StoryRepository,
  story: Pick<StoryRow, 'id' | 'type' | 'categories' | 'date'>,
  limit: number = RELATED_STORIES_LIMIT,
): Promise<StoryNode[]> {
  const candidates = await storiesRepository.relatedCandidates(story, CANDIDATES);
  return withAuthorsAndFamilies(storiesRepository, rankRelatedStories(story, candidates, limit));
}
