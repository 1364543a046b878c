'use client';

import type { PageInfo, ReceivedPage } from '@foundry/domain';
import type { AnyVariables, DocumentInput } from 'urql';
import { failureOfOperation } from '../graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../graphql/graphql-failure.ts';
import { useGraphqlClientLater } from '../graphql/use-graphql-client-later.ts';
import { queryWithSignal } from './query-with-signal.ts';
import { usePagedQuery } from './use-paged-query.ts';

/** The page a public list was rendered with on the server, and where it stands in the list. */
export interface InitialListPage<Node> {
  nodes: Node[];
  pageInfo: PageInfo;
  page: number;
  pageSize: number;
}

export interface UseLoadMoreQueryOptions<Node, Data, Variables extends AnyVariables> {
  initial: InitialListPage<Node>;
  document: DocumentInput<Data, Variables>;
  /** The query's variables for one page (the list's filters plus the page and its size). */
  variables: (paging: { page: number; pageSize: number }) => Variables;
  /** The page in the query's answer. */
  pageOf: (data: Data) => ReceivedPage<Node>;
}

/**
 * A public list grown by "Load more" from the page rendered on the server, on the shared paged-query
 * hook: pages come fresh from the network and merge at their offset relative to the page the visitor
 * arrived on (?page=3), an answer that arrives after a newer load started or after unmount is
 * discarded, a failure is kept and given as a GraphqlFailure.
 */
export function useLoadMoreQuery<Node, Data, Variables extends AnyVariables>({
  initial,
  document,
  variables,
  pageOf,
}: UseLoadMoreQueryOptions<Node, Data, Variables>) {
  const graphqlClient = useGraphqlClientLater();
  const { list, loading, loadMore } = usePagedQuery<Node>({
    initial,
    firstPage: initial.page,
    pageSize: initial.pageSize,
    fetchPage: async ({ page, signal }) => {
      const result = await queryWithSignal(
        await graphqlClient(),
        document,
        variables({ page, pageSize: initial.pageSize }),
        signal,
        { requestPolicy: 'network-only' },
      );
      if (result?.data && !result.error) return { ok: true, page: pageOf(result.data) };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  return { list, loading, loadMore, failure: list.error as GraphqlFailure | undefined };
}
