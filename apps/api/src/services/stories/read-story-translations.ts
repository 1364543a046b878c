import type { StoryLinksRepository } from '../../repositories/story-links-repository.ts';
import type { StoryRepository } from '../../repositories/story-repository.ts';
import type { StoryRow } from '../../repositories/story-row.ts';
import { type StoryNode, withAuthorsAndFamilies } from './read-stories.ts';

export type TranslationSource = Pick<StoryRow, 'id' | 'translationOfId'>;

/** The original of a story's translation group: the story itself unless it names one. */
function originalOf(story: TranslationSource): number {
  return story.translationOfId ?? story.id;
}

/**
 * The published translations of each story: the other stories of its group (its original and what
 * names that original), by language. Three statements for any number of stories (docs/stories.md).
 */
export async function readStoryTranslations(
  repositories: { stories: StoryRepository; storyLinks: StoryLinksRepository },
  sources: readonly TranslationSource[],
): Promise<StoryNode[][]> {
  const originals = [...new Set(sources.map(originalOf))];
  const rows = await repositories.storyLinks.publishedTranslationGroups(originals);
  const nodes = await withAuthorsAndFamilies(repositories.stories, rows);
  return sources.map((source) => {
    const original = originalOf(source);
    return nodes.filter((node) => node.id !== source.id && originalOf(node) === original);
  });
}
