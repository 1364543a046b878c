'use client';

import {
  createLatestRequestGuard,
  failPagedLoad,
  initialPagedList,
  mergePage,
  type PagedList,
  type ReceivedPage,
} from '@foundry/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What one page load gives back: the page, or the failure the list keeps to show. */
export type PageLoadResult<T> = { ok: true; page: ReceivedPage<T> } | { ok: false; failure: unknown };

export interface PageRequest {
  page: number;
  /** Aborted when a newer load starts, on a reset and on unmount: pass it on to the request. */
  signal: AbortSignal;
}

export interface UsePagedQueryOptions<T> {
  /** Loads one page. Called with the latest function given, so it may close over current props. */
  fetchPage: (request: PageRequest) => Promise<PageLoadResult<T>>;
  /** A first page already loaded (on the server): the list starts with it and loads nothing. */
  initial?: ReceivedPage<T> | undefined;
  /** The page number `initial` is (a visitor may arrive on ?page=3); 1 by default. */
  firstPage?: number | undefined;
  /** With it, a page lands at offset (page-firstPage)*pageSize; without it, pages are appended. */
  pageSize?: number | undefined;
  /**
   * Whatever selects the list (a category, a filter). When it changes, every load in flight is
   * aborted and discarded and the list starts over; without `initial`, page 1 loads on mount.
   */
  resetKey?: unknown;
}

export interface PagedQuery<T> {
  list: PagedList<T>;
  loading: boolean;
  /** Loads `list.nextPage` unless there is none or a load is already running. */
  loadMore: () => void;
  /** Loads the first page again and replaces the list with it (a retry after a failed first load). */
  reload: () => void;
}

function startingList<T>(initial: ReceivedPage<T> | undefined): PagedList<T> {
  // mergePage gives the defaults the server may leave out (next page 2, no more when unknown).
  return initial ? mergePage(initialPagedList<T>(), initial) : initialPagedList<T>();
}

/**
 * A list grown page by page ("Load more"), on the domain's paged-list rules (docs/shop-contract.md): pages
 * merge at their offset when the page size is known, else append; an answer that arrives after a
 * newer load started, after a reset or after unmount is discarded (and its request aborted); a failed
 * load keeps what was loaded and stores the error.
 */
export function usePagedQuery<T>(options: UsePagedQueryOptions<T>): PagedQuery<T> {
  const { initial, firstPage = 1, resetKey } = options;
  // The latest options, read when a load starts or lands, so that loads never restart the list.
  const latest = useRef(options);
  latest.current = options;
  const guard = useRef(createLatestRequestGuard());
  const inFlight = useRef<AbortController | null>(null);
  const loadingNow = useRef(false);
  const [list, setList] = useState<PagedList<T>>(() => startingList(initial));
  const [loading, setLoading] = useState(false);

  const stopAll = useCallback(() => {
    guard.current.invalidate();
    inFlight.current?.abort();
    inFlight.current = null;
    loadingNow.current = false;
  }, []);

  const load = useCallback(async (page: number, reset: boolean) => {
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const token = guard.current.start();
    loadingNow.current = true;
    setLoading(true);
    let result: PageLoadResult<T>;
    try {
      result = await latest.current.fetchPage({ page, signal: controller.signal });
    } catch (error) {
      result = { ok: false, failure: error };
    }
    if (!guard.current.isLatest(token) || controller.signal.aborted) return;
    inFlight.current = null;
    loadingNow.current = false;
    setLoading(false);
    if (!result.ok) {
      const { failure } = result;
      setList((previous) => failPagedLoad(previous, failure));
      return;
    }
    const { page: received } = result;
    const { firstPage = 1, pageSize } = latest.current;
    const slot = pageSize === undefined ? {} : { page: page - firstPage + 1, pageSize };
    setList((previous) => mergePage(previous, received, { ...slot, reset }));
  }, []);

  // The list starts over whenever what selects it changes; unmounting discards what is in flight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not a value read
  useEffect(() => {
    const { initial: startWith, firstPage: first = 1 } = latest.current;
    setList(startingList(startWith));
    setLoading(false);
    if (!startWith) void load(first, true);
    return stopAll;
  }, [resetKey, load, stopAll]);

  const loadMore = useCallback(() => {
    if (list.hasNextPage && !loadingNow.current) void load(list.nextPage, false);
  }, [list.hasNextPage, list.nextPage, load]);

  const reload = useCallback(() => {
    void load(firstPage, true);
  }, [firstPage, load]);

  return { list, loading, loadMore, reload };
}
