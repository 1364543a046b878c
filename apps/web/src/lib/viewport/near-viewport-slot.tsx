'use client';

import { type ReactNode, Suspense } from 'react';
import { useNearViewport } from './use-near-viewport.ts';

/**
 * A place for content below the fold whose script is loaded lazily (React `lazy`): the children are
 * drawn once the place comes within 200 px of the viewport, so their code is fetched then and not with
 * the page. The class gives the place the content's height meanwhile, so nothing below moves.
 */
export function NearViewportSlot({ className, children }: { className: string; children: ReactNode }) {
  const [slot, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={slot} className={className}>
      {near ? <Suspense fallback={null}>{children}</Suspense> : null}
    </div>
  );
}
