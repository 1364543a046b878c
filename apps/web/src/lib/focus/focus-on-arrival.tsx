'use client';

import { useEffect } from 'react';

/**
 * Moves focus to a new view's heading or first field when the view opens and focus was left on
 * nothing (the link or button that led here went away with the old view), so keyboard and
 * screen-reader users start at the top of what changed instead of at the page body. Focus a buyer
 * already placed somewhere (a header link that stays) is left where it is.
 */
export function useFocusOnArrival(targetId: string, ready = true): void {
  useEffect(() => {
    if (!ready || isDocumentFirstView()) return;
    const active = document.activeElement;
    if (active && active !== document.body && active !== document.documentElement) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    if (!target.hasAttribute('tabindex') && !target.matches('input, select, textarea, button, a[href]')) {
      target.setAttribute('tabindex', '-1');
    }
    target.focus({ preventScroll: true });
  }, [targetId, ready]);
}

/**
 * The page the browser loaded itself (typed address, reload, a link from elsewhere) starts at the top
 * with its skip link; only views opened inside the site move focus.
 */
function isDocumentFirstView(): boolean {
  const [entry] = performance.getEntriesByType?.('navigation') ?? [];
  return entry !== undefined && entry.name === window.location.href;
}

/** The same, for server-rendered pages: render it anywhere on the page. */
export function FocusOnArrival({ targetId }: { targetId: string }) {
  useFocusOnArrival(targetId);
  return null;
}
