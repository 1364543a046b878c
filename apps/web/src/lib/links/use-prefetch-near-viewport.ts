'use client';

import { useRouter } from 'next/navigation';
import { type RefObject, useEffect, useRef } from 'react';

/** How close to the viewport a link must come before its page is prefetched (docs/limits-and-timing.md). */
export const PREFETCH_ROOT_MARGIN = '200px';

/**
 * Prefetches `href` once, when the element comes within 200 px of the viewport. Next prefetches a
 * <Link> only once it is inside the viewport; this starts earlier, so a card scrolled into view is
 * usually ready before it is clicked. Without IntersectionObserver (very old browsers) it does nothing.
 */
export function usePrefetchNearViewport<E extends Element>(href: string): RefObject<E | null> {
  const router = useRouter();
  const element = useRef<E | null>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver !== 'function') return;
    let prefetched = false; // once, even if entries already queued still arrive
    const observer = new IntersectionObserver(
      (entries) => {
        if (prefetched || !entries.some((entry) => entry.isIntersecting)) return;
        prefetched = true;
        observer.disconnect();
        router.prefetch(href);
      },
      { rootMargin: PREFETCH_ROOT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [href, router]);
  return element;
}
