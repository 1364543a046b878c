import type { Page } from './page.ts';

export interface ToPageOptions {
  page: number;
  pageSize: number;
  /** The total row count, when the query knows it; otherwise the extra row decides. */
  total?: number | undefined;
}

/**
 * Server side: builds a page from rows fetched with `limit: pageSize + 1`. The extra row only tells
 * that another page exists; it is not returned. `nextPage` is always the page after this one.
 */
export function toPage<T>(rows: readonly T[], { page, pageSize, total }: ToPageOptions): Page<T> {
  const hasNextPage = total === undefined ? rows.length > pageSize : page * pageSize < total;
  return {
    nodes: rows.slice(0, pageSize),
    pageInfo: { hasNextPage, nextPage: page + 1 },
  };
}
