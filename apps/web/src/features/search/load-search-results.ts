import type { PageInfo } from '@foundry/domain/paging/page';
import { isQuickSearchQuery } from '@foundry/domain/search/is-quick-search-query';
import { type SearchCategory, searchCategoryFromSlug } from '@foundry/domain/search/search-category';
import { SEARCH_PAGE_SIZE } from '@foundry/domain/search/search-limits';
import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import { SearchResultsQuery } from './queries/search-queries.ts';
import { type SearchHit, searchHitOf } from './search-hit.ts';

export type SearchResultsLoad =
  | { kind: 'not-found' }
  /** The term is too short to search: the page asks for a longer one. */
  | { kind: 'too-short'; term: string }
  | {
      kind: 'results';
      term: string;
      category: SearchCategory | null;
      nodes: SearchHit[];
      pageInfo: PageInfo;
      page: number;
      pageSize: number;
      /** Hits of the category shown (all categories on /search/{term}). */
      total: number;
      counts: { category: SearchCategory; total: number }[];
    };

/** A path segment as typed: Next hands dynamic segments over still percent-encoded. */
export function decodedSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The results of /search/{term}[/{category}]?page=N: an unknown category is 'not-found'; results are
 * cached for a minute like catalogue reads (they are public). A failing API throws to the error page.
 */
export const loadSearchResults = cache(
  async (rawTerm: string, rawCategory: string | null, page: number): Promise<SearchResultsLoad> => {
    const term = decodedSegment(rawTerm).trim();
    const category = rawCategory === null ? null : searchCategoryFromSlug(decodedSegment(rawCategory));
    if (rawCategory !== null && category === null) return { kind: 'not-found' };
    if (!isQuickSearchQuery(term)) return { kind: 'too-short', term };
    const result = await serverQuery(
      SearchResultsQuery,
      { term, categories: category ? [category] : null, page, pageSize: SEARCH_PAGE_SIZE },
      { revalidate: CATALOGUE_REVALIDATE_SECONDS },
    );
    if (!result.ok) throw new Error(`search failed (${result.failure.kind})`);
    const { hits, pageInfo, total, counts } = result.data.search;
    return {
      kind: 'results',
      term,
      category,
      nodes: hits.map(searchHitOf),
      pageInfo,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      total,
      counts,
    };
  },
);
