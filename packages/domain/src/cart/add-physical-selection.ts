import {
  availableQuantity,
  canAddPhysicalItem,
  PRODUCT_NOT_AVAILABLE_MESSAGE,
} from './available-quantity.ts';
import type {
  CartPhysicalProduct,
  CartPhysicalVariant,
  CartSelection,
  PhysicalCartSelection,
} from './cart-selection.ts';
import { nextSelectionIndex } from './next-selection-index.ts';

export interface PhysicalItemToAdd {
  product: CartPhysicalProduct;
  variant?: CartPhysicalVariant | null;
  quantity: number;
  shippingRequired?: boolean;
  accountRequired?: boolean;
}

function sameItem(selection: CartSelection, productId: string, variantId: string | null): boolean {
  return (
    selection.kind === 'physical' &&
    selection.product.id === productId &&
    (selection.variant?.id ?? null) === variantId
  );
}

/** Pieces of that product and variant already in the cart. */
export function physicalQuantityInCart(
  selections: readonly CartSelection[],
  productId: string,
  variantId: string | null | undefined,
): number {
  return selections.reduce(
    (sum, s) =>
      sameItem(s, productId, variantId ?? null) ? sum + (s as PhysicalCartSelection).quantity : sum,
    0,
  );
}

/**
 * Adds a physical item: the same product and variant merge into one line. Refuses with
 * 'Product not available' when fewer than one is available or nothing is left beyond what the cart
 * already holds; asks for more than is left add only what is left.
 */
export function addPhysicalSelection(
  selections: readonly CartSelection[],
  item: PhysicalItemToAdd,
): CartSelection[] {
  const availability = item.variant ? item.variant.availability : item.product.availability;
  const variantId = item.variant?.id ?? null;
  if (!canAddPhysicalItem(availability)) throw new Error(PRODUCT_NOT_AVAILABLE_MESSAGE);
  const left = availableQuantity(
    availability,
    physicalQuantityInCart(selections, item.product.id, variantId),
  );
  if (left < 1) throw new Error(PRODUCT_NOT_AVAILABLE_MESSAGE);
  const requested = Number.isInteger(item.quantity) && item.quantity > 0 ? item.quantity : 1;
  const adding = Math.min(requested, left);

  const existing = selections.find((s) => sameItem(s, item.product.id, variantId));
  if (existing && existing.kind === 'physical') {
    return selections.map((s) =>
      s === existing
        ? {
            ...existing,
            product: item.product,
            variant: item.variant ?? null,
            quantity: existing.quantity + adding,
          }
        : s,
    );
  }
  const added: PhysicalCartSelection = {
    kind: 'physical',
    product: item.product,
    variant: item.variant ?? null,
    quantity: adding,
    shippingRequired: item.shippingRequired ?? true,
    accountRequired: item.accountRequired ?? false,
    selectionIndex: nextSelectionIndex(selections),
  };
  return [...selections, added];
}

/**
 * Sets the quantity of a physical line, bounded by 1 and the availability of its product or
 * variant. Other lines (and unknown indexes) are left alone.
 */
export function setPhysicalQuantity(
  selections: readonly CartSelection[],
  selectionIndex: number,
  quantity: number,
): CartSelection[] {
  return selections.map((s) => {
    if (s.selectionIndex !== selectionIndex || s.kind !== 'physical') return s;
    const availability = s.variant ? s.variant.availability : s.product.availability;
    const bounded = Math.max(1, Math.min(Math.floor(quantity) || 1, Math.max(1, availability)));
    return { ...s, quantity: bounded };
  });
}
