import { SEARCH_CATEGORIES, type SearchCategory } from '@foundry/domain/search/search-category';
import { QUICK_SEARCH_PER_CATEGORY } from '@foundry/domain/search/search-limits';
import type { Repositories } from '../../repositories/repositories.ts';
import { type SearchEntityRepositories, type SearchHit, withEntities } from './search-entities.ts';
import { readSearchTerm } from './search-term.ts';

export interface QuickSearchGroup {
  category: SearchCategory;
  /** Every hit of the category, not only the ones given. */
  total: number;
  hits: SearchHit[];
}

/**
 * The header's quick search: the best few hits of each category that has any, categories in their
 * fixed order (one statement).
 */
export async function quickSearch(
  repositories: Pick<Repositories, 'search'> & SearchEntityRepositories,
  term: string,
): Promise<QuickSearchGroup[]> {
  const found = await repositories.search.topPerCategory(readSearchTerm(term), QUICK_SEARCH_PER_CATEGORY);
  const hits = await withEntities(found.hits, repositories);
  return SEARCH_CATEGORIES.flatMap((category) => {
    const total = found.counts[category] ?? 0;
    if (total === 0) return [];
    return [{ category, total, hits: hits.filter((hit) => hit.row.category === category) }];
  });
}
