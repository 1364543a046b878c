import type { Config } from '../../config.ts';
import type { StoryRepository } from '../../repositories/story-repository.ts';
import { type StoryNode, withAuthorsAndFamilies } from '../stories/read-stories.ts';
import { storyPreviewKey } from './story-preview-key.ts';
import { verifyStoryPreview } from './story-preview-token.ts';

/** The story a valid preview token names, in whatever status; null for any other token. */
export async function readStoryPreview(
  token: string,
  deps: { config: Pick<Config, 'accountTokenSecret' | 'dataDir'>; stories: StoryRepository },
  now: Date = new Date(),
): Promise<StoryNode | null> {
  if (token.length > 200) return null;
  const storyId = verifyStoryPreview(await storyPreviewKey(deps.config), token, now);
  if (storyId === null) return null;
  const row = await deps.stories.findAnyStatusById(storyId);
  if (!row) return null;
  const [story] = await withAuthorsAndFamilies(deps.stories, [row]);
  return story ?? null;
}
