'use client';

import { createLatestRequestGuard, failPagedLoad, mergePage, type PagedList } from '@foundry/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useClient } from 'urql';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { ReadGlyphsQuery } from './queries/read-glyphs.ts';

export type ListedGlyph = ResultOf<typeof ReadGlyphsQuery>['readGlyphs']['nodes'][number];

export const GLYPH_PAGE_SIZE = 96;

const emptyList = (): PagedList<ListedGlyph> => ({
  nodes: [],
  hasNextPage: true,
  nextPage: 1,
  error: undefined,
});

/**
 * The glyphs of one style and category, grown page by page with the domain's paged-list merge. A
 * category change starts a new list; an answer for an older request is discarded.
 */
export function useGlyphPages(styleID: string, category: string | undefined) {
  const client = useClient();
  const guard = useRef(createLatestRequestGuard());
  const [list, setList] = useState<PagedList<ListedGlyph>>(emptyList);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (page: number, reset: boolean) => {
      const token = guard.current.start();
      setLoading(true);
      const result = await client
        .query(ReadGlyphsQuery, { styleID, category: category ?? null, page, pageSize: GLYPH_PAGE_SIZE })
        .toPromise();
      if (!guard.current.isLatest(token)) return;
      setLoading(false);
      if (result.error || !result.data) {
        const failure = result.error ? failureOfOperation(result.error) : networkFailure(null);
        setList((previous) => failPagedLoad(previous, failure));
        return;
      }
      const received = result.data.readGlyphs;
      setList((previous) => mergePage(previous, received, { page, pageSize: GLYPH_PAGE_SIZE, reset }));
    },
    [client, styleID, category],
  );

  useEffect(() => {
    setList(emptyList());
    void load(1, true);
    const current = guard.current;
    return () => current.invalidate();
  }, [load]);

  const loadMore = useCallback(() => {
    if (list.hasNextPage && !loading) void load(list.nextPage, false);
  }, [list.hasNextPage, list.nextPage, loading, load]);

  return { list, loading, loadMore, failure: list.error as GraphqlFailure | undefined };
}
