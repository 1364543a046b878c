import { SEARCH_CATEGORIES, type SearchCategory } from '@foundry/domain/search/search-category';
import { QUICK_SEARCH_PER_CATEGORY } from '@foundry/domain/search/search-limits';
import type { SearchHitRow, SearchRepository } from '../../repositories/search-repository.ts';
import { readSearchTerm } from './search-term.ts';

export interface QuickSearchGroup {
  category: SearchCategory;
  /** Every hit of the category, not only the ones given. */
  total: number;
  nodes: SearchHitRow[];
}

/**
 * The header's quick search: the best few hits of each category that has any, categories in their
 * fixed order (one statement).
 */
export async function quickSearch(search: SearchRepository, term: string): Promise<QuickSearchGroup[]> {
  const { hits, counts } = await search.topPerCategory(readSearchTerm(term), QUICK_SEARCH_PER_CATEGORY);
  return SEARCH_CATEGORIES.flatMap((category) => {
    const total = counts[category] ?? 0;
    if (total === 0) return [];
    return [{ category, total, nodes: hits.filter((hit) => hit.category === category) }];
  });
}
