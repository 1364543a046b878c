'use client';

import { type InitialListPage, useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
import type { ListedFamily } from '../catalogue/family-card.tsx';
import { ReadCategoryFamiliesQuery } from './queries/read-category-families.ts';

interface InitialPage extends InitialListPage<ListedFamily> {
  category: string;
}

/** A category's families grown by "Load more" (docs/shop-contract.md). */
export function useLoadMoreCategory(initial: InitialPage) {
  return useLoadMoreQuery({
    initial,
    document: ReadCategoryFamiliesQuery,
    variables: (paging) => ({ category: initial.category, ...paging }),
    pageOf: (data) => data.readFamilies,
  });
}
