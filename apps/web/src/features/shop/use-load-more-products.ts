'use client';

import {
  createLatestRequestGuard,
  failPagedLoad,
  mergePage,
  type PagedList,
  type PageInfo,
} from '@foundry/domain';
import type { ShopQuery } from '@foundry/domain/shop/shop-path';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
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
 * A listing grown by "Load more" (spec section 4 paging): pages merge at their offset, an answer that
 * arrives after a newer load started or after unmount is discarded, a failure is kept. A change of
 * filter or sort is a new page from the server; the list is keyed by its path so it starts over.
 */
export function useLoadMoreProducts(initial: InitialProductsPage) {
  const client = useClient();
  const guard = useRef(createLatestRequestGuard());
  const [loading, setLoading] = useState(false);
  const [list, setList] = useState<PagedList<ListedProduct>>(() => ({
    nodes: initial.nodes,
    hasNextPage: initial.pageInfo.hasNextPage,
    nextPage: initial.pageInfo.nextPage,
    error: undefined,
  }));

  useEffect(() => {
    const current = guard.current;
    return () => current.invalidate();
  }, []);

  const loadMore = useCallback(async () => {
    if (!list.hasNextPage) return;
    const token = guard.current.start();
    const page = list.nextPage;
    setLoading(true);
    const result = await client
      .query(
        ReadShopListingQuery,
        { ...initial.query, page, pageSize: initial.pageSize },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (!guard.current.isLatest(token)) return;
    setLoading(false);
    if (result.error || !result.data) {
      const failure = result.error ? failureOfOperation(result.error) : networkFailure(null);
      setList((previous) => failPagedLoad(previous, failure));
      return;
    }
    const received = result.data.readPhysicalProducts;
    // Offsets are relative to the first page this list shows (a visitor may arrive on ?page=3).
    setList((previous) =>
      mergePage(previous, received, { page: page - initial.page + 1, pageSize: initial.pageSize }),
    );
  }, [client, list.hasNextPage, list.nextPage, initial.page, initial.pageSize, initial.query]);

  return { list, loading, loadMore, failure: list.error as GraphqlFailure | undefined };
}
