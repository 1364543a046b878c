'use client';

import { type RefObject, useEffect, useRef, useState } from 'react';

/** How close to the viewport an element must come before its content is asked for. */
const NEAR_VIEWPORT_MARGIN = '200px';

/**
 * Whether the element has come within 200 px of the viewport (and stays true from then on), so that
 * content below the fold is asked for only when the visitor scrolls towards it. Without
 * IntersectionObserver it is true at once.
 */
export function useNearViewport<E extends Element>(): [RefObject<E | null>, boolean] {
  const element = useRef<E | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (!target || typeof IntersectionObserver !== 'function') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_VIEWPORT_MARGIN },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return [element, near];
}
