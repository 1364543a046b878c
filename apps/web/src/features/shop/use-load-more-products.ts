'use client';

import type { PageInfo } from '@foundry/domain';
import type { ShopQuery } from '@foundry/domain/shop/shop-path';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import type { ListedProduct } from './product-card.tsx';
import { ReadShopListingQuery } from './queries/read-shop-listing.ts';

export interface InitialProductsPage {
  nodes: ListedProduct[];
  pageInfo: PageInfo;
  page: number;
  pageSize: number;
  query: ShopQuery;
}

/**
 * A listing grown by "Load more" (spec section 4 paging), on the shared paged-query hook: pages merge
 * at their offset relative to the page the visitor arrived on (?page=3), an answer that arrives after
 * a newer load started or after unmount is discarded, a failure is kept. A change of filter or sort
 * is a new page from the server; the list is keyed by its path so it starts over.
 */
export function useLoadMoreProducts(initial: InitialProductsPage) {
  const client = useClient();
  const { list, loading, loadMore } = usePagedQuery<ListedProduct>({
    initial,
    firstPage: initial.page,
    pageSize: initial.pageSize,
    fetchPage: async ({ page, signal }) => {
      const result = await queryWithSignal(
        client,
        ReadShopListingQuery,
        { ...initial.query, page, pageSize: initial.pageSize },
        signal,
        { requestPolicy: 'network-only' },
      );
      if (result?.data && !result.error) return { ok: true, page: result.data.readPhysicalProducts };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  return { list, loading, loadMore, failure: list.error as GraphqlFailure | undefined };
}
