'use client';

import { useSyncExternalStore } from 'react';

/** localStorage key of the compare list: a JSON array of font ids (spec: at most 3, section 9). */
export const COMPARE_LIST_STORAGE_KEY = 'foundry.compareList';

/** Same-tab writers dispatch this; other tabs are reached by the browser's `storage` event. */
export const COMPARE_LIST_CHANGED_EVENT = 'foundry:compare-list-changed';

export function readCompareList(storage: Storage = window.localStorage): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(COMPARE_LIST_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return []; // a corrupt entry must not break the header
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(COMPARE_LIST_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(COMPARE_LIST_CHANGED_EVENT, onChange);
  };
}

/** Number of fonts in the compare list; 0 during server rendering. */
export function useCompareCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readCompareList().length,
    () => 0,
  );
}
