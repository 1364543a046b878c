'use client';

import { type ComponentProps, lazy, Suspense } from 'react';

// The results (their query, list and links) load when a first term is typed, not with every page's
// header (docs/performance.md, "First-load JavaScript").
const QuickSearchResults = lazy(() =>
  import('./quick-search-results.tsx').then((module) => ({ default: module.QuickSearchResults })),
);

/** The quick search's results for a term; their code is fetched the first time one is shown. */
export function LazyQuickSearchResults(props: ComponentProps<typeof QuickSearchResults>) {
  return (
    <Suspense fallback={null}>
      <QuickSearchResults {...props} />
    </Suspense>
  );
}
