'use client';

import { useSyncExternalStore } from 'react';

/** localStorage key of the compare list: a JSON array of font ids (at most 3: docs/limits-and-timing.md). */
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

/** Stores the list and tells this tab's readers (the header counter, the toggles) at once. */
export function writeCompareList(list: readonly string[], storage: Storage = window.localStorage): void {
  storage.setItem(COMPARE_LIST_STORAGE_KEY, JSON.stringify(list));
  window.dispatchEvent(new Event(COMPARE_LIST_CHANGED_EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(COMPARE_LIST_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(COMPARE_LIST_CHANGED_EVENT, onChange);
  };
}

const EMPTY_LIST: readonly string[] = [];
let lastRaw: string | null = null;
let lastList: readonly string[] = EMPTY_LIST;

/** The stored list, the same array while the stored text is unchanged (useSyncExternalStore needs that). */
function storedListSnapshot(): readonly string[] {
  const raw = window.localStorage.getItem(COMPARE_LIST_STORAGE_KEY);
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastList = readCompareList();
  }
  return lastList;
}

/** The compare list (font ids: family URL slugs); empty during server rendering and hydration. */
export function useStoredCompareList(): readonly string[] {
  return useSyncExternalStore(subscribe, storedListSnapshot, () => EMPTY_LIST);
}

/** Number of fonts in the compare list; 0 during server rendering. */
export function useCompareCount(): number {
  return useSyncExternalStore(
    subscribe,
    () => readCompareList().length,
    () => 0,
  );
}
