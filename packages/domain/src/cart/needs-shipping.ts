/**
 * Whether an item must be posted: a physical product marked as shipped, unless it is digital (an
 * e-book is downloaded, whatever an old cart or a product row says). The one rule the checkout's
 * steps, the cart summary, the shipping offers and the order's addresses follow (docs/shop-contract.md,
 * "Shipping").
 */
export function itemNeedsShipping(item: {
  shippingRequired: boolean;
  digital?: boolean | null | undefined;
}): boolean {
  return item.shippingRequired && item.digital !== true;
}
