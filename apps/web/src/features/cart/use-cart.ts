'use client';

import {
  addPhysicalSelection as addPhysical,
  type CartSelection,
  type FontCartSelection,
  migrateLegacyCart,
  nextSelectionIndex,
  type PhysicalItemToAdd,
  removeSelection as removeFromCart,
  setPhysicalQuantity,
} from '@foundry/domain';
import { useMemo, useSyncExternalStore } from 'react';
import { CART_CHANGED_EVENT, CART_STORAGE_KEY, subscribeToCart } from './cart-storage.ts';

const EMPTY: readonly CartSelection[] = Object.freeze([]);

// useSyncExternalStore needs the same array back while the stored text is unchanged.
let cachedRaw: string | null | undefined;
let cachedSelections: readonly CartSelection[] = EMPTY;

/** The stored cart, migrated from any earlier shape; an unreadable cart reads as empty. */
export function readCart(storage: Storage = window.localStorage): readonly CartSelection[] {
  const raw = storage.getItem(CART_STORAGE_KEY);
  if (raw === cachedRaw) return cachedSelections;
  let selections: readonly CartSelection[] = EMPTY;
  try {
    selections = raw === null ? EMPTY : migrateLegacyCart(JSON.parse(raw));
  } catch {
    selections = EMPTY;
  }
  cachedRaw = raw;
  cachedSelections = selections;
  return selections;
}

/** Replaces the stored cart and tells this tab (other tabs hear the `storage` event). */
export function writeCart(
  selections: readonly CartSelection[],
  storage: Storage = window.localStorage,
): void {
  if (selections.length === 0) storage.removeItem(CART_STORAGE_KEY);
  else storage.setItem(CART_STORAGE_KEY, JSON.stringify(selections));
  window.dispatchEvent(new Event(CART_CHANGED_EVENT));
}

function changeCart(change: (selections: readonly CartSelection[]) => readonly CartSelection[]): void {
  writeCart(change(readCart()));
}

export type FontSelectionToAdd = Omit<FontCartSelection, 'selectionIndex' | 'kind'>;
export type SelectionPatch =
  | Partial<Omit<FontCartSelection, 'selectionIndex' | 'kind'>>
  | Partial<Pick<Extract<CartSelection, { kind: 'physical' }>, 'quantity' | 'variant'>>;

/** Adds a font or family selection under the next selectionIndex; returns that index. */
export function addFontSelection(selection: FontSelectionToAdd): number {
  let index = 0;
  changeCart((selections) => {
    index = nextSelectionIndex(selections);
    return [...selections, { ...selection, kind: 'font', selectionIndex: index }];
  });
  return index;
}

/** Adds a physical item (merging the same product and variant); throws 'Product not available'. */
export function addPhysicalSelection(item: PhysicalItemToAdd): void {
  changeCart((selections) => addPhysical(selections, item));
}

export function removeSelection(selectionIndex: number): void {
  changeCart((selections) => removeFromCart(selections, selectionIndex));
}

/**
 * Changes one line; a physical quantity stays between 1 and what is available. The kind and the
 * selectionIndex of a line never change.
 */
export function updateSelection(selectionIndex: number, patch: SelectionPatch): void {
  changeCart((selections) => {
    const patched = selections.map((s) =>
      s.selectionIndex === selectionIndex
        ? ({ ...s, ...patch, kind: s.kind, selectionIndex } as CartSelection)
        : s,
    );
    const quantity = (patch as { quantity?: unknown }).quantity;
    return typeof quantity === 'number' ? setPhysicalQuantity(patched, selectionIndex, quantity) : patched;
  });
}

export function clearCart(): void {
  writeCart(EMPTY);
}

/** The cart of this browser, kept in step across tabs; empty during server rendering. */
export function useCart() {
  const selections = useSyncExternalStore(
    subscribeToCart,
    () => readCart(),
    () => EMPTY,
  );
  return useMemo(
    () => ({
      selections,
      addFontSelection,
      addPhysicalSelection,
      removeSelection,
      updateSelection,
      clear: clearCart,
    }),
    [selections],
  );
}
