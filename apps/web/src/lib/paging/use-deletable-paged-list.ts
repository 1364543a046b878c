'use client';

import type { ReceivedPage } from '@foundry/domain';
import { useState } from 'react';
import type { Client, CombinedError } from 'urql';
import { failureOfOperation } from '../graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../graphql/graphql-failure.ts';
import { useGraphqlClient } from '../graphql/use-graphql-client.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { usePagedQuery } from './use-paged-query.ts';

/** A notice above the list: what a delete or another action came to. */
export type ListNotice = { ok: boolean; text: string } | null;

interface DeletableItem {
  id: string;
  title: string;
}

interface DeletablePagedListOptions<T extends DeletableItem, R> {
  pageSize: number;
  /** Lists load only for a signed-in customer; signed out the list stays empty and loading. */
  loggedIn: boolean;
  /** Reads one page (null when the request was dropped for a newer one). */
  readPage: (
    client: Client,
    page: number,
    signal: AbortSignal,
  ) => Promise<{ data?: R | undefined; error?: CombinedError | undefined } | null>;
  /** The page in the data of an answer, or null when the answer has none. */
  pageOf: (data: R) => ReceivedPage<T> | null;
  deleteItem: (client: Client, item: T) => Promise<{ error?: CombinedError }>;
  /** The notice after a delete, in words of the list ("… deleted"). */
  deletedText: (item: T) => string;
}

/**
 * A signed-in customer's own list grown by "Load more", whose rows can be deleted after a question:
 * deleting starts the list over from page 1 (every later row moves up a place) and says how it went.
 */
export function useDeletablePagedList<T extends DeletableItem, R>({
  pageSize,
  loggedIn,
  readPage,
  pageOf,
  deleteItem,
  deletedText,
}: DeletablePagedListOptions<T, R>) {
  const { i18n } = useTranslation();
  const client = useGraphqlClient();
  const [generation, setGeneration] = useState(0);
  const { list, loading, loadMore, reload } = usePagedQuery<T>({
    pageSize,
    resetKey: loggedIn ? `signed-in-${generation}` : null,
    fetchPage: async ({ page, signal }) => {
      if (!loggedIn) return { ok: true, page: { nodes: [], pageInfo: { hasNextPage: false, nextPage: 2 } } };
      const result = await readPage(client, page, signal);
      const received = result?.data && !result.error ? pageOf(result.data) : null;
      if (received) return { ok: true, page: received };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  const [asked, setAsked] = useState<T | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<ListNotice>(null);
  const failure = list.error as GraphqlFailure | undefined;

  const confirmDelete = async () => {
    if (!asked) return;
    setDeleting(true);
    const result = await deleteItem(client, asked);
    setDeleting(false);
    if (result.error) {
      setNotice({ ok: false, text: i18n.t(failureOfOperation(result.error).messageKey) });
    } else {
      setNotice({ ok: true, text: deletedText(asked) });
      setGeneration((value) => value + 1);
    }
    setAsked(null);
  };
  const ask = (item: T) => {
    setNotice(null);
    setAsked(item);
  };

  return {
    list,
    loading,
    loadMore,
    reload,
    failure,
    firstLoad: list.nodes.length === 0 && (loading || !loggedIn) && !failure,
    empty: list.nodes.length === 0 && !loading && !failure && !list.hasNextPage && loggedIn,
    notice,
    setNotice,
    asked,
    ask,
    cancelDelete: () => setAsked(null),
    deleting,
    confirmDelete,
  };
}

export type DeletablePagedList<T extends DeletableItem> = ReturnType<
  typeof useDeletablePagedList<T, unknown>
>;
