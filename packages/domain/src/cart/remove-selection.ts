import type { CartSelection } from './cart-selection.ts';

/** The cart without the line of that selectionIndex (unchanged when there is none). */
export function removeSelection<T extends Pick<CartSelection, 'selectionIndex'>>(
  selections: readonly T[],
  selectionIndex: number,
): T[] {
  return selections.filter((selection) => selection.selectionIndex !== selectionIndex);
}
