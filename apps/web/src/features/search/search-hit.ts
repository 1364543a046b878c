import type { SearchCategory } from '@foundry/domain/search/search-category';
import { productPath } from '@foundry/domain/shop/shop-listing';
import { type FragmentOf, readFragment } from '../../lib/graphql/graphql.ts';
import { familyPath } from '../family/index.ts';
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
  | 'Author'
  | 'Family'
  | 'GenericStaticPage'
  | 'HelpItem'
  | 'PhysicalProduct'
  | 'Story';

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
    case 'Family':
      return familyPath(url);
    case 'PhysicalProduct':
      return productPath(url);
    case 'Story':
      return `/${STORY_ROUTE[storyType ?? 'ARTICLE'] ?? 'articles'}/${segment}`;
    case 'Author':
      return `/authors/${segment}`;
    case 'HelpItem':
      return `/help/${segment}`;
    case 'GenericStaticPage':
      return `/${segment}`;
  }
}

/** The API's hit (a SearchHit around the entity found) as the lists use it. */
export function searchHitOf(data: FragmentOf<typeof SearchHitFragment>): SearchHit {
  const { node, category, snippet } = readFragment(SearchHitFragment, data);
  const storyType = node.__typename === 'Story' ? node.type : null;
  return {
    key: `${node.__typename}:${node.id}`,
    kind: node.__typename,
    title: node.title,
    description: snippet ?? null,
    category,
    href: hrefOf(node.__typename, node.url, storyType),
  };
}
