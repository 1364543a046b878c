/** Spec section 4, quick view: an index into the loaded list; -1 means closed. */
export const QUICK_VIEW_CLOSED = -1;

export type QuickViewAction =
  | { type: 'open'; index: number }
  | { type: 'close' }
  | { type: 'previous' }
  | { type: 'next' };

/**
 * The index after an action on a list of `length` families. Previous and next move within the list
 * (no wrapping: the ends are where the buttons stop); an index outside the list closes the view.
 */
export function nextQuickViewIndex(index: number, action: QuickViewAction, length: number): number {
  switch (action.type) {
    case 'open':
      return Number.isInteger(action.index) && action.index >= 0 && action.index < length
        ? action.index
        : QUICK_VIEW_CLOSED;
    case 'close':
      return QUICK_VIEW_CLOSED;
    case 'previous':
      return index === QUICK_VIEW_CLOSED ? index : Math.max(0, Math.min(index, length) - 1);
    case 'next':
      return index === QUICK_VIEW_CLOSED ? index : Math.min(length - 1, index + 1);
  }
}

/** The families next to the one shown, whose fonts are preloaded so stepping shows them at once. */
export function neighbourIndexes(index: number, length: number): number[] {
  if (index === QUICK_VIEW_CLOSED) return [];
  return [index - 1, index + 1].filter((candidate) => candidate >= 0 && candidate < length);
}
