'use client';

import { useSyncExternalStore } from 'react';

/**
 * localStorage key of the cart: a JSON array of selections (see use-cart.ts). The cart lives in the
 * browser (not a cookie read by server components) so public pages stay cacheable.
 */
export const CART_STORAGE_KEY = 'foundry.cart';

/** Same-tab writers dispatch this; other tabs are reached by the browser's `storage` event. */
export const CART_CHANGED_EVENT = 'foundry:cart-changed';

function lineQuantity(item: unknown): number {
  if (typeof item !== 'object' || item === null) return 0;
  const { quantity, productIds, productIDs } = item as Record<string, unknown>;
  if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0) return quantity;
  // A font selection has no quantity: it is one line of the cart.
  return Array.isArray(productIds) || Array.isArray(productIDs) ? 1 : 0;
}

/** Items in the stored cart: physical quantities plus one per font selection; malformed counts as nothing. */
export function readCartQuantity(storage: Storage = window.localStorage): number {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return 0;
    return parsed.reduce<number>((sum, item) => sum + lineQuantity(item), 0);
  } catch {
    return 0;
  }
}

/** Calls `onChange` whenever the stored cart may have changed, in this tab or another. */
export function subscribeToCart(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_STORAGE_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** The header's cart counter value; 0 during server rendering. */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribeToCart,
    () => readCartQuantity(),
    () => 0,
  );
}
