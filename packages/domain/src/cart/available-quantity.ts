import { MIN_AVAILABILITY_TO_ADD } from '../constants/limits.ts';

/** The message when a physical item cannot be added at all. */
export const PRODUCT_NOT_AVAILABLE_MESSAGE = 'Product not available';

/** How many more of a physical item can go into the cart: availability minus what is already there. */
export function availableQuantity(availability: number, quantityInCart: number): number {
  return Math.max(0, availability - quantityInCart);
}

/** A physical item (or its variant) can be added only when at least one is available. */
export function canAddPhysicalItem(availability: number): boolean {
  return availability >= MIN_AVAILABILITY_TO_ADD;
}
