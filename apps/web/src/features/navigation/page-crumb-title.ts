'use client';

import { useEffect, useSyncExternalStore } from 'react';

/** The title a page gives its own (last) crumb, for the path it was given on. */
interface PageCrumbTitle {
  pathname: string;
  title: string;
}

let current: PageCrumbTitle | null = null;
const listeners = new Set<() => void>();

function publish(next: PageCrumbTitle | null) {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The title the page at `pathname` gave its last crumb, if any. Kept per path, so a title never
 * outlives its page: the next page's trail falls back to its URL words until it names itself.
 */
export function usePageCrumbTitle(pathname: string): string | undefined {
  const shown = useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
  return shown?.pathname === pathname ? shown.title : undefined;
}

/** Gives the last crumb of the page at `pathname` its title while the calling component is mounted. */
export function usePublishPageCrumbTitle(pathname: string, title: string) {
  useEffect(() => {
    const entry = { pathname, title };
    publish(entry);
    return () => {
      if (current === entry) publish(null);
    };
  }, [pathname, title]);
}
