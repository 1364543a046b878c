import { availableQuantity, canAddPhysicalItem, type Money } from '@foundry/domain';

export interface PurchasableVariant {
  id: string;
  label: string;
  availability: number;
  price: Money;
}

/** The variant a product page starts on: the first one in stock, else the first one. */
export function initialVariant<V extends PurchasableVariant>(variants: readonly V[]): V | undefined {
  return variants.find((variant) => canAddPhysicalItem(variant.availability)) ?? variants[0];
}

export interface PurchaseState {
  /** Nothing of this variant is in stock: the notification form replaces 'Add to cart'. */
  soldOut: boolean;
  /** How many more the visitor can add: availability minus what the cart already holds. */
  left: number;
  /** The quantity field's value, kept between 1 and what is left (1 when nothing is left). */
  quantity: number;
}

/**
 * What the purchase box shows for a variant, its stock, the quantity already in the cart and the
 * quantity the visitor typed (docs/checkout.md: available = availability minus the cart's quantity).
 */
export function purchaseState(availability: number, inCart: number, wanted: number): PurchaseState {
  const left = availableQuantity(availability, inCart);
  const whole = Number.isFinite(wanted) ? Math.floor(wanted) : 1;
  return {
    soldOut: !canAddPhysicalItem(availability),
    left,
    quantity: Math.max(1, Math.min(whole, Math.max(1, left))),
  };
}

const CART_TYPE_NAMES = { BOOK: 'Book', POSTER: 'Poster', TSHIRT: 'Tshirt', TOTE: 'Tote' } as const;

/** The cart's name of a product type (section 3: Book, Poster, Tshirt, Tote). */
export function cartProductType(
  productType: string,
): (typeof CART_TYPE_NAMES)[keyof typeof CART_TYPE_NAMES] | null {
  return CART_TYPE_NAMES[productType as keyof typeof CART_TYPE_NAMES] ?? null;
}
