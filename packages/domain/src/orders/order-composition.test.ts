import { describe, expect, it } from 'vitest';
import {
  isShippingOnlyOrder,
  needsDeliveryAddress,
  needsLicenseAddress,
  type OrderComposition,
  orderTypeOf,
  PICKUP_SHIPPING_TYPE,
} from './order-composition.ts';

const posted = { shippingRequired: true };
const notShipped = { shippingRequired: false };

describe('order composition', () => {
  it('treats posted physical items without fonts as the shipping-only special case', () => {
    const order: OrderComposition = {
      fontItemCount: 0,
      physicalItems: [posted, posted],
      shippingType: 'PostShipping',
    };
    expect(isShippingOnlyOrder(order)).toBe(true);
    expect(needsDeliveryAddress(order)).toBe(true);
    expect(needsLicenseAddress(order)).toBe(false);
    expect(orderTypeOf(order)).toBe('PRODUCT');
  });

  it('is not the special case with a font, a pickup, an item that is not shipped or no items', () => {
    expect(
      isShippingOnlyOrder({ fontItemCount: 1, physicalItems: [posted], shippingType: 'PostShipping' }),
    ).toBe(false);
    expect(
      isShippingOnlyOrder({ fontItemCount: 0, physicalItems: [posted], shippingType: PICKUP_SHIPPING_TYPE }),
    ).toBe(false);
    expect(
      isShippingOnlyOrder({
        fontItemCount: 0,
        physicalItems: [posted, notShipped],
        shippingType: 'PostShipping',
      }),
    ).toBe(false);
    expect(isShippingOnlyOrder({ fontItemCount: 0, physicalItems: [], shippingType: null })).toBe(false);
  });

  it('delivers nothing that is picked up, and names a licensee only for fonts', () => {
    const mixed: OrderComposition = {
      fontItemCount: 2,
      physicalItems: [posted],
      shippingType: PICKUP_SHIPPING_TYPE,
    };
    expect(needsDeliveryAddress(mixed)).toBe(false);
    expect(needsLicenseAddress(mixed)).toBe(true);
    expect(orderTypeOf(mixed)).toBe('FONT');
    expect(needsDeliveryAddress({ ...mixed, shippingType: 'CourierShipping' })).toBe(true);
  });
});
