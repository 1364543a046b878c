import type { SearchCategory } from '@foundry/domain/search/search-category';
import { productPath } from '@foundry/domain/shop/shop-listing';
import { type FragmentOf, readFragment } from '../../lib/graphql/graphql.ts';
import { familyPath } from '../family/family-paths.ts';
import { SearchHitFragment } from './queries/search-queries.ts';

/** A search result as the lists show it: its kind, words and the page it links to. */
export interface SearchHit {
  key: string;
  kind: SearchHitKind;
  title: string;
  description: string | null;
  category: SearchCategory;
  href: string;
}

export type SearchHitKind =
  | 'SearchAuthor'
  | 'SearchFamily'
  | 'SearchGenericStaticPage'
  | 'SearchHelpItem'
  | 'SearchPhysicalProduct'
  | 'SearchStory';

// A story lives under its type's route (docs/routes.md).
const STORY_ROUTE: Record<string, string> = {
  ARTICLE: 'articles',
  BLOG: 'blog',
  MOVIE: 'movies',
  RESEARCH: 'research',
};

function hrefOf(kind: SearchHitKind, url: string, storyType: string | null): string {
  const segment = encodeURIComponent(url);
  switch (kind) {
    case 'SearchFamily':
      return familyPath(url);
    case 'SearchPhysicalProduct':
      return productPath(url);
    case 'SearchStory':
      return `/${STORY_ROUTE[storyType ?? 'ARTICLE'] ?? 'articles'}/${segment}`;
    case 'SearchAuthor':
      return `/authors/${segment}`;
    case 'SearchHelpItem':
      return `/help/${segment}`;
    case 'SearchGenericStaticPage':
      return `/${segment}`;
  }
}

/** The API's hit (a SearchResult) as the lists use it. */
export function searchHitOf(node: FragmentOf<typeof SearchHitFragment>): SearchHit {
  const hit = readFragment(SearchHitFragment, node);
  const storyType = hit.__typename === 'SearchStory' ? hit.type : null;
  return {
    key: `${hit.__typename}:${hit.id}`,
    kind: hit.__typename,
    title: hit.title,
    description: hit.description ?? null,
    category: hit.category,
    href: hrefOf(hit.__typename, hit.url, storyType),
  };
}
