'use client';

import type { ResultOf } from '../../lib/graphql/graphql.ts';
import { type InitialListPage, useLoadMoreQuery } from '../../lib/paging/use-load-more-query.ts';
import { type FontsInUseFilterState, fontsInUseVariables } from './fonts-in-use-query.ts';
import { ReadFontsInUseQuery } from './queries/read-fonts-in-use.ts';

export type ListedFontsInUse = ResultOf<typeof ReadFontsInUseQuery>['readFontsInUse']['nodes'][number];

export interface InitialFontsInUsePage extends InitialListPage<ListedFontsInUse> {
  filters: FontsInUseFilterState;
}

/** The showcases grown by "Load more" (merged at their offset). */
export function useLoadMoreFontsInUse(initial: InitialFontsInUsePage) {
  return useLoadMoreQuery({
    initial,
    document: ReadFontsInUseQuery,
    variables: (paging) => ({ ...fontsInUseVariables(initial.filters), ...paging }),
    pageOf: (data) => data.readFontsInUse,
  });
}
