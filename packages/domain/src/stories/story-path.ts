/** The kinds of story; each is listed on its own route (docs/routes.md). */
export const STORY_TYPES = ['ARTICLE', 'BLOG', 'MOVIE', 'RESEARCH'] as const;
export type StoryType = (typeof STORY_TYPES)[number];

export const RESEARCH_CATEGORIES = ['COGNITIVE', 'REGIONAL'] as const;
export type ResearchCategory = (typeof RESEARCH_CATEGORIES)[number];

/** The listing route of each story type; a story's own page is this route followed by /{url}. */
export const STORY_TYPE_PATHS: Record<StoryType, string> = {
  ARTICLE: '/articles',
  BLOG: '/blog',
  MOVIE: '/movies',
  RESEARCH: '/research',
};

/** The listing route of a research category: /research/regional, /research/cognitive. */
export function researchCategoryPath(category: ResearchCategory): string {
  return `${STORY_TYPE_PATHS.RESEARCH}/${category.toLowerCase()}`;
}

/** A story's page: its type's route and its url, e.g. /blog/variable-fonts-in-motion. */
export function storyPath(story: { type: StoryType; url: string }): string {
  return `${STORY_TYPE_PATHS[story.type]}/${encodeURIComponent(story.url)}`;
}

/** The research category named by a route segment ('regional'), or null. */
export function researchCategoryOfSegment(segment: string): ResearchCategory | null {
  const upper = segment.toUpperCase();
  return (RESEARCH_CATEGORIES as readonly string[]).includes(upper) ? (upper as ResearchCategory) : null;
}
