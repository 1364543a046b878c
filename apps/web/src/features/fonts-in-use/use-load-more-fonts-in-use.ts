'use client';

import type { PageInfo } from '@foundry/domain';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import { type FontsInUseFilterState, fontsInUseVariables } from './fonts-in-use-query.ts';
import { ReadFontsInUseQuery } from './queries/read-fonts-in-use.ts';

export type ListedFontsInUse = ResultOf<typeof ReadFontsInUseQuery>['readFontsInUse']['nodes'][number];

export interface InitialFontsInUsePage {
  nodes: ListedFontsInUse[];
  pageInfo: PageInfo;
  page: number;
  pageSize: number;
  filters: FontsInUseFilterState;
}

/** The showcases grown by "Load more" on the shared paged-query hook (merged at their offset). */
export function useLoadMoreFontsInUse(initial: InitialFontsInUsePage) {
  const client = useClient();
  const { list, loading, loadMore } = usePagedQuery<ListedFontsInUse>({
    initial,
    firstPage: initial.page,
    pageSize: initial.pageSize,
    fetchPage: async ({ page, signal }) => {
      const result = await queryWithSignal(
        client,
        ReadFontsInUseQuery,
        { ...fontsInUseVariables(initial.filters), page, pageSize: initial.pageSize },
        signal,
        { requestPolicy: 'network-only' },
      );
      if (result?.data && !result.error) return { ok: true, page: result.data.readFontsInUse };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  return { list, loading, loadMore, failure: list.error as GraphqlFailure | undefined };
}
