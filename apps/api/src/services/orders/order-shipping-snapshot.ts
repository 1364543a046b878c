import { money } from '@foundry/domain';
import type { CartSummaryShipping } from '../cart/cart-summary.ts';

/**
 * What an order keeps of its shipping method in orders.shipping: the method as it was offered and
 * what it cost, so later edits of the method never change the order.
 */
export interface OrderShippingSnapshot {
  id: number;
  type: string;
  title: string;
  subTitle: string | null;
  description: string | null;
  deliveryTime: string | null;
  pickupAddress: string | null;
  priceAmount: number;
  vatRateBp: number;
  vatAmount: number;
  discountAmount: number;
  currency: string;
}

export function shippingSnapshotOf(shipping: CartSummaryShipping): OrderShippingSnapshot {
  const { method } = shipping;
  return {
    id: method.id,
    type: method.type,
    title: method.title,
    subTitle: method.subTitle,
    description: method.description,
    deliveryTime: method.deliveryTime,
    pickupAddress: method.pickupAddress,
    priceAmount: shipping.price.amount,
    vatRateBp: shipping.vatRateBp,
    vatAmount: shipping.vat.amount,
    discountAmount: shipping.discount.amount,
    currency: shipping.price.currency,
  };
}

/** Reads orders.shipping back; null when the order has no shipping (or the value is not ours). */
export function readShippingSnapshot(stored: Record<string, unknown> | null): OrderShippingSnapshot | null {
  if (stored === null || typeof stored.id !== 'number' || typeof stored.type !== 'string') return null;
  return stored as unknown as OrderShippingSnapshot;
}

/**
 * The order's shipping in the shape the OrderShipping type reads (the cart summary's): the method
 * rebuilt from the snapshot. Fields the type does not show are neutral.
 */
export function orderShippingOf(stored: Record<string, unknown> | null): CartSummaryShipping | null {
  const snapshot = readShippingSnapshot(stored);
  if (!snapshot) return null;
  const { currency } = snapshot;
  return {
    method: {
      id: snapshot.id,
      type: snapshot.type,
      title: snapshot.title,
      subTitle: snapshot.subTitle,
      description: snapshot.description,
      deliveryTime: snapshot.deliveryTime,
      pickupAddress: snapshot.pickupAddress,
      priceAmount: snapshot.priceAmount,
      currency,
      vatCategory: 'standard',
      countryCodes: null,
      active: true,
      sort: 0,
    },
    price: money(snapshot.priceAmount, currency),
    vatRateBp: snapshot.vatRateBp,
    vat: money(snapshot.vatAmount, currency),
    discount: money(snapshot.discountAmount, currency),
  };
}
