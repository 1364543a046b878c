'use client';

import { useEffect, useState } from 'react';

/**
 * True once the window is scrolled past `threshold` pixels; false on the server and first render.
 * The first reading waits for the next frame: `scrollY` needs a clean layout, and read in the effect
 * it forced one in the middle of hydration's effects (a longer task before the page answers input).
 */
export function useWindowScrolled(threshold = 0): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    const firstReading = window.requestAnimationFrame(update);
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.cancelAnimationFrame(firstReading);
      window.removeEventListener('scroll', update);
    };
  }, [threshold]);
  return scrolled;
}
