'use client';

import { useSyncExternalStore } from 'react';

/**
 * localStorage key of the guest cart: a JSON array of items with a `quantity`. The cart lives in the
 * browser (not a cookie read by server components) so public pages stay cacheable.
 */
export const CART_STORAGE_KEY = 'foundry.cart';

/** Same-tab writers dispatch this; other tabs are reached by the browser's `storage` event. */
export const CART_CHANGED_EVENT = 'foundry:cart-changed';

/** Sum of the quantities of the stored cart items; anything malformed counts as nothing. */
export function readCartQuantity(storage: Storage = window.localStorage): number {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CART_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return 0;
    return parsed.reduce<number>((sum, item) => {
      const quantity = (item as { quantity?: unknown } | null)?.quantity;
      return typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0
        ? sum + quantity
        : sum;
    }, 0);
  } catch {
    return 0;
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  window.addEventListener(CART_CHANGED_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CART_CHANGED_EVENT, onChange);
  };
}

/** The header's cart counter value; 0 during server rendering. */
export function useCartQuantity(): number {
  return useSyncExternalStore(
    subscribe,
    () => readCartQuantity(),
    () => 0,
  );
}
