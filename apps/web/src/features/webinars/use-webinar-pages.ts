'use client';

import { PAGE_SIZE } from '@foundry/domain';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import { ReadWebinarsQuery } from './webinar-operations.ts';

export type WebinarNode = ResultOf<typeof ReadWebinarsQuery>['readWebinars']['nodes'][number];

// Before the session is known nothing is loaded; "more to come" keeps the empty state from flashing.
const WAITING_FOR_SIGN_IN = { nodes: [], pageInfo: { hasNextPage: true } };

/** The club's webinars, 100 a page ("Show more" for the rest); `paused` (not signed in yet) loads nothing. */
export function useWebinarPages(paused: boolean) {
  const graphqlClient = useGraphqlClientLater();
  const paged = usePagedQuery<WebinarNode>({
    pageSize: PAGE_SIZE.webinars,
    resetKey: paused ? 'paused' : 'webinars',
    fetchPage: async ({ page, signal }) => {
      if (paused) return { ok: true, page: WAITING_FOR_SIGN_IN };
      const result = await queryWithSignal(
        await graphqlClient(),
        ReadWebinarsQuery,
        { page, pageSize: PAGE_SIZE.webinars },
        signal,
        { requestPolicy: 'network-only' },
      );
      if (result?.data && !result.error) return { ok: true, page: result.data.readWebinars };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  return { ...paged, failure: paged.list.error as GraphqlFailure | undefined };
}
