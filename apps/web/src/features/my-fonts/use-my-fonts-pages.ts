'use client';

import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import { type MyFontsFilter, myFontsVariables } from './my-fonts-filter.ts';
import { ReadMyEbooksQuery, ReadMyFontsQuery } from './my-fonts-operations.ts';

export const MY_FONTS_PAGE_SIZE = 12;

// Before the session is known nothing is loaded; "more to come" keeps the empty state from flashing.
const WAITING_FOR_SIGN_IN = { nodes: [], pageInfo: { hasNextPage: true } };

export type MyFontsNode = ResultOf<typeof ReadMyFontsQuery>['readUser']['myFonts']['nodes'][number];
export type MyEbookNode = ResultOf<typeof ReadMyEbooksQuery>['readUser']['myEbooks']['nodes'][number];

const failureOf = (error: Parameters<typeof failureOfOperation>[0] | undefined) =>
  error ? failureOfOperation(error) : networkFailure(null);

/**
 * The user's families, page by page ("Show more"), merged at their offset; a new filter, sort or
 * kind starts the list over. `paused` (not signed in yet) loads nothing.
 */
export function useMyFontsPages(filter: MyFontsFilter, corporate: boolean | null, paused: boolean) {
  const client = useGraphqlClient();
  const paged = usePagedQuery<MyFontsNode>({
    pageSize: MY_FONTS_PAGE_SIZE,
    resetKey: paused ? 'paused' : `${filter.show}/${filter.sortBy}/${corporate}`,
    fetchPage: async ({ page, signal }) => {
      if (paused) return { ok: true, page: WAITING_FOR_SIGN_IN };
      const result = await queryWithSignal(
        client,
        ReadMyFontsQuery,
        { ...myFontsVariables(filter), corporate, page, pageSize: MY_FONTS_PAGE_SIZE },
        signal,
        { requestPolicy: 'network-only' },
      );
      if (result?.data && !result.error) return { ok: true, page: result.data.readUser.myFonts };
      return { ok: false, failure: failureOf(result?.error) };
    },
  });
  return { ...paged, failure: paged.list.error as GraphqlFailure | undefined };
}

/** The user's e-books, newest first, page by page. */
export function useMyEbooksPages(paused: boolean) {
  const client = useGraphqlClient();
  const paged = usePagedQuery<MyEbookNode>({
    pageSize: MY_FONTS_PAGE_SIZE,
    resetKey: paused ? 'paused' : 'ebooks',
    fetchPage: async ({ page, signal }) => {
      if (paused) return { ok: true, page: WAITING_FOR_SIGN_IN };
      const result = await queryWithSignal(
        client,
        ReadMyEbooksQuery,
        { page, pageSize: MY_FONTS_PAGE_SIZE },
        signal,
        { requestPolicy: 'network-only' },
      );
      if (result?.data && !result.error) return { ok: true, page: result.data.readUser.myEbooks };
      return { ok: false, failure: failureOf(result?.error) };
    },
  });
  return { ...paged, failure: paged.list.error as GraphqlFailure | undefined };
}
