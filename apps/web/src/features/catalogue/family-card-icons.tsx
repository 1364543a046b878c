'use client';

import { lazy, Suspense } from 'react';
import { useNearViewport } from '../../lib/viewport/use-near-viewport.ts';

/** Enough icons to fill a wide row; the narrower rows of a phone hide what does not fit. */
const CARD_ICON_COUNT = 12;

// The row's read and its GraphQL client come with their own script when a card nears the screen:
// a listing's first load carries neither (docs/performance.md, "Session 16: script bytes").
const CardIconRow = lazy(() =>
  import('./card-icon-row.tsx').then((module) => ({ default: module.CardIconRow })),
);

/**
 * An icon font shown as what it is: its first icons drawn from their outlines at the list's size.
 * Until they arrive (or if they cannot) the row keeps its height and shows nothing; the name above says what it is.
 */
export function FamilyCardIcons({ styleId, size }: { styleId: string; size: number }) {
  // The outlines are asked for only as the card nears the screen: a page's first load stays light.
  const [row, near] = useNearViewport<HTMLDivElement>();
  return (
    <div
      ref={row}
      className="family-card__icons"
      style={{ ['--sample-size' as string]: `${size}px` }}
      aria-hidden="true"
    >
      {near && (
        <Suspense fallback={null}>
          <CardIconRow styleId={styleId} count={CARD_ICON_COUNT} />
        </Suspense>
      )}
    </div>
  );
}
