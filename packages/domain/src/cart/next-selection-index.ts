import type { CartSelection } from './cart-selection.ts';

/** The index a new selection gets: one above the highest in the cart (0 for an empty cart), so
 * indexes stay unique even after lines were removed. */
export function nextSelectionIndex(selections: readonly Pick<CartSelection, 'selectionIndex'>[]): number {
  let highest = -1;
  for (const selection of selections) {
    if (selection.selectionIndex > highest) highest = selection.selectionIndex;
  }
  return highest + 1;
}
