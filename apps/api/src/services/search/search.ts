import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import { SEARCH_CATEGORIES, type SearchCategory } from '@foundry/domain/search/search-category';
import { SEARCH_MAX_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@foundry/domain/search/search-limits';
import type { Repositories } from '../../repositories/repositories.ts';
import { type SearchEntityRepositories, type SearchHit, withEntities } from './search-entities.ts';
import { readSearchTerm } from './search-term.ts';

export interface SearchArgs {
  term: string;
  categories?: readonly SearchCategory[] | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}

export interface SearchCategoryCount {
  category: SearchCategory;
  total: number;
}

export interface SearchResults extends Page<SearchHit> {
  /** Hits in the asked categories (all pages). */
  total: number;
  /** Every category with its number of hits (zero included), for the results page's tabs. */
  counts: SearchCategoryCount[];
}

/** The results page: a page of hits in the asked categories (all when none), best first. */
export async function search(
  repositories: Pick<Repositories, 'search'> & SearchEntityRepositories,
  args: SearchArgs,
): Promise<SearchResults> {
  const repository = repositories.search;
  const term = readSearchTerm(args.term);
  const paging = resolvePaging(args, {
    defaultPageSize: SEARCH_PAGE_SIZE,
    maxPageSize: SEARCH_MAX_PAGE_SIZE,
  });
  const categories = [...new Set(args.categories ?? [])];
  const [rows, perCategory] = await Promise.all([
    repository.findPage(term, categories, paging.offset, paging.limit),
    repository.countPerCategory(term),
  ]);
  const counts = SEARCH_CATEGORIES.map((category) => ({ category, total: perCategory[category] ?? 0 }));
  const asked: readonly SearchCategory[] = categories.length > 0 ? categories : SEARCH_CATEGORIES;
  const total = counts
    .filter((count) => asked.includes(count.category))
    .reduce((sum, count) => sum + count.total, 0);
  const page = toPage(rows, { ...paging, total });
  return { ...page, nodes: await withEntities(page.nodes, repositories), total, counts };
}
