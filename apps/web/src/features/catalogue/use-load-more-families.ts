'use client';

import { type InitialListPage, useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
import type { ListedFamily } from './family-card.tsx';
import { ReadFamiliesQuery } from './queries/read-families.ts';

/** The families list grown by "Load more" (docs/shop-contract.md). */
export function useLoadMoreFamilies(initial: InitialListPage<ListedFamily>) {
  return useLoadMoreQuery({
    initial,
    document: ReadFamiliesQuery,
    variables: (paging) => paging,
    pageOf: (data) => data.readFamilies,
  });
}
