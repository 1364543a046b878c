/**
 * The categories search results are grouped in (docs/search.md), in the order the
 * quick search and the results page's tabs show them.
 */
export const SEARCH_CATEGORIES = [
  'FONTS',
  'PRODUCTS',
  'ARTICLES',
  'BLOG',
  'AUTHORS',
  'HELP',
  'OTHER',
] as const;

export type SearchCategory = (typeof SEARCH_CATEGORIES)[number];

/** The kinds of content search finds (the members of the SearchResult union). */
export type SearchResultKind =
  | 'Author'
  | 'Family'
  | 'GenericStaticPage'
  | 'HelpItem'
  | 'PhysicalProduct'
  | 'Story';

export type SearchStoryType = 'ARTICLE' | 'BLOG' | 'MOVIE' | 'RESEARCH';

/** Blog posts are their own category; articles, research and movies are all 'ARTICLES'. */
export function storySearchCategory(type: SearchStoryType): SearchCategory {
  return type === 'BLOG' ? 'BLOG' : 'ARTICLES';
}

/** The category of every kind but Story (whose category depends on its type). */
export const SEARCH_CATEGORY_OF_KIND: Record<Exclude<SearchResultKind, 'Story'>, SearchCategory> = {
  Author: 'AUTHORS',
  Family: 'FONTS',
  GenericStaticPage: 'OTHER',
  HelpItem: 'HELP',
  PhysicalProduct: 'PRODUCTS',
};

export function isSearchCategory(value: string): value is SearchCategory {
  return (SEARCH_CATEGORIES as readonly string[]).includes(value);
}

/** The category as a URL segment: lowercased (docs/routes.md). */
export function searchCategorySlug(category: SearchCategory): string {
  return category.toLowerCase();
}

/** The category a URL segment names, whatever its case; null for anything else. */
export function searchCategoryFromSlug(slug: string): SearchCategory | null {
  const upper = slug.toUpperCase();
  return isSearchCategory(upper) ? upper : null;
}
