'use client';

import { useCallback, useState } from 'react';

export type HeaderOverlay = 'menu' | 'search';

/**
 * Which header overlay is open. One state for both is what makes the menu and the search overlay
 * close each other (docs/site-chrome.md): opening one replaces the other.
 */
export function useHeaderOverlays() {
  const [open, setOpen] = useState<HeaderOverlay | null>(null);
  const toggle = useCallback((overlay: HeaderOverlay) => {
    setOpen((current) => (current === overlay ? null : overlay));
  }, []);
  const close = useCallback(() => setOpen(null), []);
  return { open, toggle, close };
}
