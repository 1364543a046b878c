'use client';

import { PAGE_SIZE } from '@foundry/domain';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import { ReadClubHistoryQuery } from './club-operations.ts';

export type ClubMove = ResultOf<typeof ReadClubHistoryQuery>['readClubTransactionHistory']['nodes'][number];

const HISTORY_PAGE_SIZE = PAGE_SIZE.clubTransactionHistory;
const WAITING_FOR_SIGN_IN = { nodes: [], pageInfo: { hasNextPage: true } };

/** The member's points history, 20 a page ("Show more"); `version` starts it over after a claim. */
export function useClubHistory(paused: boolean, version: number) {
  const client = useGraphqlClient();
  const paged = usePagedQuery<ClubMove>({
    pageSize: HISTORY_PAGE_SIZE,
    resetKey: paused ? 'paused' : `history/${version}`,
    fetchPage: async ({ page, signal }) => {
      if (paused) return { ok: true, page: WAITING_FOR_SIGN_IN };
      const result = await queryWithSignal(
        client,
        ReadClubHistoryQuery,
        { page, pageSize: HISTORY_PAGE_SIZE },
        signal,
        {
          requestPolicy: 'network-only',
        },
      );
      if (result?.data && !result.error) return { ok: true, page: result.data.readClubTransactionHistory };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  return { ...paged, failure: paged.list.error as GraphqlFailure | undefined };
}
