'use client';

import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import { ReadIconsQuery } from './queries/read-icons.ts';

export type ListedIcon = ResultOf<typeof ReadIconsQuery>['readGlyphs']['nodes'][number];

export const ICON_PAGE_SIZE = 60;

/**
 * The icons of one style whose names contain `search`, grown page by page. A new search starts a
 * new list: the load in flight is aborted and its answer discarded.
 */
export function useIconPages(styleID: string, search: string) {
  const graphqlClient = useGraphqlClientLater();
  const { list, loading, loadMore, reload } = usePagedQuery<ListedIcon>({
    resetKey: JSON.stringify([styleID, search]),
    pageSize: ICON_PAGE_SIZE,
    fetchPage: async ({ page, signal }) => {
      const variables = { styleID, search: search || null, page, pageSize: ICON_PAGE_SIZE };
      const result = await queryWithSignal(await graphqlClient(), ReadIconsQuery, variables, signal);
      if (result?.data && !result.error) return { ok: true, page: result.data.readGlyphs };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  return { list, loading, loadMore, reload, failure: list.error as GraphqlFailure | undefined };
}
