import { COMPARE_LIST_MAX } from '../constants/limits.ts';

export type CompareListRefusal = 'already_in_list' | 'list_full';

export type AddToCompareListResult =
  | { ok: true; list: string[] }
  | { ok: false; reason: CompareListRefusal; list: readonly string[] };

/** Adds a font id; refused when the font is already listed or the list holds three fonts. */
export function addToCompareList(list: readonly string[], fontId: string): AddToCompareListResult {
  if (list.includes(fontId)) return { ok: false, reason: 'already_in_list', list };
  if (list.length >= COMPARE_LIST_MAX) return { ok: false, reason: 'list_full', list };
  return { ok: true, list: [...list, fontId] };
}

export function removeFromCompareList(list: readonly string[], fontId: string): string[] {
  return list.filter((id) => id !== fontId);
}

/**
 * Replaces the whole list (e.g. from a shared compare URL). More than three is a programming error,
 * so it throws with the shared message; duplicates are dropped, keeping the first occurrence.
 */
export function setCompareList(fontIds: readonly string[]): string[] {
  if (fontIds.length > COMPARE_LIST_MAX) {
    throw new RangeError(`Cannot set compare list with more than ${COMPARE_LIST_MAX} fonts`);
  }
  return [...new Set(fontIds)];
}
