'use client';

import { createLatestRequestGuard } from '@foundry/domain/paging/latest-request-guard';
import type { SearchCategory } from '@foundry/domain/search/search-category';
import { useEffect, useRef, useState } from 'react';
import { failureOfOperation } from '../../lib/graphql/failure-of-operation.ts';
import { type GraphqlFailure, networkFailure } from '../../lib/graphql/graphql-failure.ts';
import { useGraphqlClient } from '../../lib/graphql/use-graphql-client.ts';
import { queryWithSignal } from '../../lib/paging/query-with-signal.ts';
import { QuickSearchQuery } from './queries/search-queries.ts';
import { type SearchHit, searchHitOf } from './search-hit.ts';

export interface QuickSearchGroup {
  category: SearchCategory;
  total: number;
  hits: SearchHit[];
}

export type QuickSearchState =
  | { status: 'loading'; term: string }
  | { status: 'done'; term: string; groups: QuickSearchGroup[] }
  | { status: 'failed'; term: string; failure: GraphqlFailure };

/**
 * Runs quickSearch for each settled term. An answer for an older term is discarded: the older
 * request is aborted when the term changes, and the latest-request guard drops whatever still
 * arrives for it, so a slow answer never replaces the results of a newer term.
 */
export function useQuickSearchResults(term: string): QuickSearchState {
  const client = useGraphqlClient();
  const guard = useRef(createLatestRequestGuard());
  const [state, setState] = useState<QuickSearchState>({ status: 'loading', term });

  useEffect(() => {
    const token = guard.current.start();
    const controller = new AbortController();
    setState({ status: 'loading', term });
    void queryWithSignal(client, QuickSearchQuery, { term }, controller.signal).then((result) => {
      if (!result || !guard.current.isLatest(token)) return;
      if (result.error || !result.data) {
        const failure = result.error ? failureOfOperation(result.error) : networkFailure(null);
        setState({ status: 'failed', term, failure });
        return;
      }
      const groups = result.data.quickSearch.map((group) => ({
        category: group.category,
        total: group.total,
        hits: group.hits.map(searchHitOf),
      }));
      setState({ status: 'done', term, groups });
    });
    return () => {
      controller.abort();
      guard.current.invalidate();
    };
  }, [client, term]);

  return state;
}
