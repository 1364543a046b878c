'use client';

import { type InitialListPage, useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
import type { CatalogueFamily } from './queries/catalogue-family.ts';
import { ReadFamiliesQuery } from './queries/read-families.ts';

/** The families list grown by "Load more" (docs/shop-contract.md). */
export function useLoadMoreFamilies(initial: InitialListPage<CatalogueFamily>) {
  return useLoadMoreQuery({
    initial,
    document: ReadFamiliesQuery,
    variables: (paging) => paging,
    pageOf: (data) => data.readFamilies,
  });
}
