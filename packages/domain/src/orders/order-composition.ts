/** The shipping type that means collecting the order in person: nothing is delivered. */
export const PICKUP_SHIPPING_TYPE = 'PickupOnLocationShipping';

/** What an order is made of, as far as its addresses and type depend on it. */
export interface OrderComposition {
  /** Font (digital) items: fonts, families, collections, suites. */
  fontItemCount: number;
  physicalItems: readonly { shippingRequired: boolean }[];
  /** The chosen shipping method's type, or null without shipping. */
  shippingType: string | null;
}

/** FONT when the order holds fonts, else PRODUCT (WEBFONT_SERVICE orders come from webfont projects). */
export function orderTypeOf(order: OrderComposition): 'FONT' | 'PRODUCT' {
  return order.fontItemCount > 0 ? 'FONT' : 'PRODUCT';
}

/** Something must be posted: physical items that need shipping, not collected at the studio. */
export function needsDeliveryAddress(order: OrderComposition): boolean {
  return (
    order.physicalItems.some((item) => item.shippingRequired) &&
    order.shippingType !== null &&
    order.shippingType !== PICKUP_SHIPPING_TYPE
  );
}

/** A licensee is named only when fonts are licensed. */
export function needsLicenseAddress(order: OrderComposition): boolean {
  return order.fontItemCount > 0;
}

/**
 * docs/checkout.md's order without downloads: only physical items, every one shipped, none collected
 * in person, nothing digital: a goods-only order, so nothing is licensed (no licence address is kept, nothing to download, no third parties step) and
 * it is delivered (the delivery address is the shipping address, else the invoice address).
 */
export function isShippingOnlyOrder(order: OrderComposition): boolean {
  return (
    order.fontItemCount === 0 &&
    order.physicalItems.length > 0 &&
    order.physicalItems.every((item) => item.shippingRequired) &&
    needsDeliveryAddress(order)
  );
}
