import { DEFAULT_NEXT_PAGE } from '../constants/page-sizes.ts';
import type { ReceivedPage } from './page.ts';

/** A list the client grows page by page ("load more"). */
export interface PagedList<T> {
  nodes: readonly T[];
  hasNextPage: boolean;
  nextPage: number;
  /** The error of the last failed load; cleared by the next successful one. */
  error: unknown;
}

/** An empty list that has not loaded yet: more to load, starting at page 1. */
export function initialPagedList<T>(): PagedList<T> {
  return { nodes: [], hasNextPage: true, nextPage: 1, error: undefined };
}

export interface MergePageOptions {
  /** The page that was requested; with `pageSize` it fixes where the nodes go. */
  page?: number | undefined;
  pageSize?: number | undefined;
  /** Replace the whole list with this page (a reload after a filter or sort change). */
  reset?: boolean | undefined;
}

/**
 * Merges a received page into the list .
 * - `reset`: the page's nodes replace the list.
 * - `page` and `pageSize` both given: the nodes replace the slot at offset (page-1)*pageSize, so
 *   reloading page 2 does not duplicate it; a slot beyond the end is appended (never leaves holes).
 * - otherwise: the nodes are appended.
 * A missing `nextPage` defaults to 2; a missing `hasNextPage` counts as "no more".
 */
export function mergePage<T>(
  list: PagedList<T>,
  received: ReceivedPage<T>,
  options: MergePageOptions = {},
): PagedList<T> {
  const { page, pageSize, reset = false } = options;
  let nodes: T[];
  if (reset) {
    nodes = [...received.nodes];
  } else if (isPositiveInteger(page) && isPositiveInteger(pageSize)) {
    nodes = [...list.nodes];
    nodes.splice((page - 1) * pageSize, pageSize, ...received.nodes);
  } else {
    nodes = [...list.nodes, ...received.nodes];
  }
  return {
    nodes,
    hasNextPage: received.pageInfo?.hasNextPage ?? false,
    nextPage: received.pageInfo?.nextPage ?? DEFAULT_NEXT_PAGE,
    error: undefined,
  };
}

/** Keeps what was loaded and stores the error, so the UI can show it and offer a retry. */
export function failPagedLoad<T>(list: PagedList<T>, error: unknown): PagedList<T> {
  return { ...list, error };
}

function isPositiveInteger(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1;
}
