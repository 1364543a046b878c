import { describe, expect, it } from 'vitest';
import type { PhysicalCartSelection } from './cart-selection.ts';
import { cartRequiresShipping } from './cart-selection.ts';
import { itemNeedsShipping } from './needs-shipping.ts';
import { physicalProduct } from './test-fixtures.ts';

const physicalSelection = (
  shippingRequired: boolean,
  product: Parameters<typeof physicalProduct>[0] = {},
): PhysicalCartSelection => ({
  kind: 'physical',
  product: physicalProduct(product),
  quantity: 1,
  shippingRequired,
  accountRequired: false,
  selectionIndex: 0,
});

describe('itemNeedsShipping', () => {
  it('a posted good needs shipping; one marked as not shipped does not', () => {
    expect(itemNeedsShipping({ shippingRequired: true, digital: false })).toBe(true);
    expect(itemNeedsShipping({ shippingRequired: false, digital: false })).toBe(false);
  });

  it('a digital product never needs shipping, whatever its flag says', () => {
    expect(itemNeedsShipping({ shippingRequired: true, digital: true })).toBe(false);
    expect(itemNeedsShipping({ shippingRequired: false, digital: true })).toBe(false);
  });
});

describe('cartRequiresShipping', () => {
  it('is false for an e-book-only cart and true once a posted good joins it', () => {
    const ebook = physicalSelection(true, { digital: true });
    const book = physicalSelection(true);
    expect(cartRequiresShipping([ebook])).toBe(false);
    expect(cartRequiresShipping([ebook, book])).toBe(true);
  });
});
