'use client';

import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClientLater } from '../../lib/graphql/use-graphql-client-later.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { usePagedQuery } from '../../lib/paging/use-paged-query.ts';
import { ReadGlyphsQuery } from './queries/read-glyphs.ts';

export type ListedGlyph = ResultOf<typeof ReadGlyphsQuery>['readGlyphs']['nodes'][number];

/** A grid's worth of rows per request: the outlines are drawn per request on the server. */
export const GLYPH_PAGE_SIZE = 192;

/**
 * The glyphs of one style in a category (every glyph without one) or found by a search, grown page
 * by page on the shared paged-query hook. A new style, category or search starts a new list (the
 * load in flight is aborted and its answer discarded).
 */
export function useGlyphPages(styleID: string, category: string | undefined, search = '') {
  const graphqlClient = useGraphqlClientLater();
  const { list, loading, loadMore } = usePagedQuery<ListedGlyph>({
    resetKey: JSON.stringify([styleID, category ?? null, search]),
    pageSize: GLYPH_PAGE_SIZE,
    fetchPage: async ({ page, signal }) => {
      const variables = {
        styleID,
        category: category ?? null,
        search: search || null,
        page,
        pageSize: GLYPH_PAGE_SIZE,
      };
      const result = await queryWithSignal(await graphqlClient(), ReadGlyphsQuery, variables, signal);
      if (result?.data && !result.error) return { ok: true, page: result.data.readGlyphs };
      return { ok: false, failure: result?.error ? failureOfOperation(result.error) : networkFailure(null) };
    },
  });
  return { list, loading, loadMore, failure: list.error as GraphqlFailure | undefined };
}
