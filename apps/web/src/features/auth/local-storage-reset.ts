import { CART_STORAGE_KEY } from '../cart/cart-storage.ts';

/**
 * Keys an invalid-token logout keeps: the saved products, which the persisted checkout state calls
 * `products`, so only the cart survives (docs/site-chrome.md). The compare list (fonts to compare),
 * the guest's checkout details and everything else are cleared with the stale session.
 */
export const KEPT_ON_INVALID_TOKEN: readonly string[] = [CART_STORAGE_KEY];

/** Clears every localStorage entry except the saved products; returns the keys removed. */
export function clearLocalStorageExceptSavedProducts(storage: Storage): string[] {
  const removed: string[] = [];
  for (let index = storage.length - 1; index >= 0; index -= 1) {
    const key = storage.key(index);
    if (key !== null && !KEPT_ON_INVALID_TOKEN.includes(key)) removed.push(key);
  }
  for (const key of removed) storage.removeItem(key);
  return removed;
}
