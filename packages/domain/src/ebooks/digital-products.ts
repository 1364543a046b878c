/**
 * Digital products (e-books) are sold through the physical-product selections of the cart but are
 * downloaded, not shipped: they have no stock, and one copy covers the buyer (a second adds nothing).
 */
export const DIGITAL_PRODUCT_MAX_QUANTITY = 1;

/** How many of a variant one cart can hold: its stock, or one copy of a digital product. */
export function variantAvailability(product: { digital: boolean }, variant: { stock: number }): number {
  return product.digital ? DIGITAL_PRODUCT_MAX_QUANTITY : Math.max(0, variant.stock);
}

/** Digital supplies (fonts, e-books) are taxed as electronically supplied services; goods as goods. */
export function supplyKindOf(product: { digital: boolean }): 'digital' | 'goods' {
  return product.digital ? 'digital' : 'goods';
}
