'use client';

import {
  createLatestRequestGuard,
  failPagedLoad,
  mergePage,
  type PagedList,
  type PageInfo,
} from '@foundry/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import type { ListedFamily } from './family-card.tsx';
import { ReadFamiliesQuery } from './queries/read-families.ts';

interface InitialPage {
  nodes: ListedFamily[];
  pageInfo: PageInfo;
  page: number;
  pageSize: number;
}

/**
 * The families list grown by "Load more" (spec section 7 paging): pages merge at their offset, an
 * answer that arrives after a newer load started or after unmount is discarded, a failure is kept.
 */
export function useLoadMoreFamilies(initial: InitialPage) {
  const client = useClient();
  const guard = useRef(createLatestRequestGuard());
  const [loading, setLoading] = useState(false);
  const [list, setList] = useState<PagedList<ListedFamily>>(() => ({
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
    // Offsets are relative to the first page this list shows (a visitor may arrive on ?page=3).
    const page = list.nextPage;
    setLoading(true);
    const result = await client
      .query(ReadFamiliesQuery, { page, pageSize: initial.pageSize }, { requestPolicy: 'network-only' })
      .toPromise();
    if (!guard.current.isLatest(token)) return;
    setLoading(false);
    if (result.error || !result.data) {
      const failure = result.error ? failureOfOperation(result.error) : networkFailure(null);
      setList((previous) => failPagedLoad(previous, failure));
      return;
    }
    const received = result.data.readFamilies;
    setList((previous) =>
      mergePage(previous, received, { page: page - initial.page + 1, pageSize: initial.pageSize }),
    );
  }, [client, list.hasNextPage, list.nextPage, initial.page, initial.pageSize]);

  return { list, loading, loadMore, failure: list.error as GraphqlFailure | undefined };
}
