/** How many related stories a story page shows. */
export const RELATED_STORIES_LIMIT = 3;

export interface RelatableStory {
  id: number;
  type: string;
  categories: readonly string[];
  /** ISO date (YYYY-MM-DD); newer wins a tie. */
  date: string;
}

/**
 * The stories to suggest after `story`: others that share a category or its type. Each shared
 * category weighs more than the type (a reader of a research piece on diacritics wants the article
 * on diacritics before another research piece); ties go to the newer story. The story itself and
 * stories with nothing in common are never suggested.
 */
export function rankRelatedStories<Story extends RelatableStory>(
  story: RelatableStory,
  candidates: readonly Story[],
  limit: number = RELATED_STORIES_LIMIT,
): Story[] {
  const categories = new Set(story.categories);
  return candidates
    .filter((candidate) => candidate.id !== story.id)
    .map((candidate) => ({
      candidate,
      score:
        candidate.categories.filter((category) => categories.has(category)).length * 2 +
        (candidate.type === story.type ? 1 : 0),
    }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        b.candidate.date.localeCompare(a.candidate.date) ||
        b.candidate.id - a.candidate.id,
    )
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}
