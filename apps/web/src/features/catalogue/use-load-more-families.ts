'use client';

import type { PageInfo } from '@foundry/domain';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import type { ListedFamily } from './family-card.tsx';
import { ReadFamiliesQuery } from './queries/read-families.ts';

interface InitialPage {
  nodes: ListedFamily[];
  pageInfo: PageInfo;
  page: number;
  pageSize: number;
}

/**
 * The families list grown by "Load more" (spec section 7 paging), on the shared paged-query hook:
 * pages merge at their offset relative to the page the visitor arrived on (?page=3), an answer that
 * arrives after a newer load started or after unmount is discarded, a failure is kept.
 */
export function useLoadMoreFamilies(initial: InitialPage) {
  const client = useClient();
  const { list, loading, loadMore } = usePagedQuery<ListedFamily>({
    initial,
    firstPage: initial.page,
    pageSize: initial.pageSize,
    fetchPage: async ({ page, signal }) => {
      const result = await queryWithSignal(
        client,
        ReadFamiliesQuery,
        { page, pageSize: initial.pageSize },
        signal,
        { requestPolicy: 'network-only' },
      );
      if (result?.data && !result.error) return { ok: true, page: result.data.readFamilies };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  return { list, loading, loadMore, failure: list.error as GraphqlFailure | undefined };
}
