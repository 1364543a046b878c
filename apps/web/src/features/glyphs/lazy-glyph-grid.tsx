'use client';

import { type ComponentProps, lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/viewport/use-near-viewport.ts';

// The grid and its virtualiser (TanStack Virtual) are fetched when the grid's place comes near the
// viewport, not with the family page (docs/performance.md, "Session 16: script bytes"). The search
// and the category tabs above it stay in the page: a keyboard passes them before reaching the grid.
const GlyphGrid = lazy(() => import('./glyph-grid.tsx').then((module) => ({ default: module.GlyphGrid })));

/** The glyph grid, loaded within 200 px of the viewport; an empty scroller holds its place until then. */
export function LazyGlyphGrid(props: ComponentProps<typeof GlyphGrid>) {
  const [place, near] = useNearViewport<HTMLDivElement>();
  if (!near) return <div ref={place} className="glyphs__scroller" />;
  return (
    <Suspense fallback={<div className="glyphs__scroller" />}>
      <GlyphGrid {...props} />
    </Suspense>
  );
}
