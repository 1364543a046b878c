/** The paging part of every paged answer: `{ nodes, pageInfo { hasNextPage, nextPage } }`. */
export interface PageInfo {
  hasNextPage: boolean;
  nextPage: number;
}

export interface Page<T> {
  nodes: T[];
  pageInfo: PageInfo;
}

/** What a client may receive: the server can leave pageInfo or its fields out. */
export interface ReceivedPage<T> {
  nodes: readonly T[];
  pageInfo?: Partial<PageInfo> | null;
}
