// The public surface of the cart feature: what routes and other features import from it.

export { showAddedToCart } from './added-to-cart-toast.tsx';
export { CART_CHANGED_EVENT, CART_STORAGE_KEY, readCartQuantity, useCartQuantity } from './cart-storage.ts';
export {
  addFontSelection,
  addPhysicalSelection,
  clearCart,
  readCart,
  useCart,
  writeCart,
} from './use-cart.ts';
export { useHydrated } from './use-hydrated.ts';
