import { QUICK_SEARCH_MIN_CHARS } from '../constants/limits.ts';

/**
 * True when the typed text is long enough for quick search (3 characters, surrounding spaces not
 * counted; characters, not UTF-16 units, so "é" or an emoji count once). Shorter text shows the hint.
 */
export function isQuickSearchQuery(text: string): boolean {
  return [...text.trim()].length >= QUICK_SEARCH_MIN_CHARS;
}
