import { describe, expect, it } from 'vitest';
import { addPhysicalSelection, setPhysicalQuantity } from './add-physical-selection.ts';
import type { CartSelection } from './cart-selection.ts';
import { physicalProduct, variant } from './test-fixtures.ts';

describe('addPhysicalSelection', () => {
  it('adds a new line with the next selectionIndex, shipping required by default', () => {
    const font: CartSelection = {
      kind: 'font',
      productIds: ['f1'],
      encodingIds: [],
      licenses: [],
      selectionIndex: 4,
    };
    const cart = addPhysicalSelection([font], { product: physicalProduct(), quantity: 2 });
    expect(cart).toHaveLength(2);
    expect(cart[1]).toMatchObject({
      kind: 'physical',
      quantity: 2,
      selectionIndex: 5,
      shippingRequired: true,
    });
  });

  it('merges the same product and variant into one line, other variants get their own', () => {
    let cart = addPhysicalSelection([], { product: physicalProduct(), variant: variant(), quantity: 1 });
    cart = addPhysicalSelection(cart, { product: physicalProduct(), variant: variant(), quantity: 1 });
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ quantity: 2, selectionIndex: 0 });
    cart = addPhysicalSelection(cart, {
      product: physicalProduct(),
      variant: variant({ id: 'size-l', label: 'L' }),
      quantity: 1,
    });
    expect(cart).toHaveLength(2);
    expect(cart[1]).toMatchObject({ selectionIndex: 1, variant: { id: 'size-l' } });
  });

  it("refuses with 'Product not available' when less than one is available", () => {
    expect(() =>
      addPhysicalSelection([], { product: physicalProduct({ availability: 0 }), quantity: 1 }),
    ).toThrow('Product not available');
    expect(() =>
      addPhysicalSelection([], {
        product: physicalProduct(),
        variant: variant({ availability: 0 }),
        quantity: 1,
      }),
    ).toThrow('Product not available');
  });

  it('refuses when the cart already holds everything that is available', () => {
    const cart = addPhysicalSelection([], { product: physicalProduct({ availability: 3 }), quantity: 3 });
    expect(() =>
      addPhysicalSelection(cart, { product: physicalProduct({ availability: 3 }), quantity: 1 }),
    ).toThrow('Product not available');
  });

  it('adds only what is left beyond the cart', () => {
    let cart = addPhysicalSelection([], { product: physicalProduct({ availability: 3 }), quantity: 2 });
    cart = addPhysicalSelection(cart, { product: physicalProduct({ availability: 3 }), quantity: 5 });
    expect(cart[0]).toMatchObject({ quantity: 3 });
  });

  it('uses the variant availability, not the product one', () => {
    const cart = addPhysicalSelection([], {
      product: physicalProduct({ availability: 10 }),
      variant: variant({ availability: 1 }),
      quantity: 4,
    });
    expect(cart[0]).toMatchObject({ quantity: 1 });
  });
});

describe('setPhysicalQuantity', () => {
  it('bounds the quantity between 1 and the availability', () => {
    const cart = addPhysicalSelection([], { product: physicalProduct({ availability: 3 }), quantity: 1 });
    expect(setPhysicalQuantity(cart, 0, 7)[0]).toMatchObject({ quantity: 3 });
    expect(setPhysicalQuantity(cart, 0, 0)[0]).toMatchObject({ quantity: 1 });
    expect(setPhysicalQuantity(cart, 0, 2)[0]).toMatchObject({ quantity: 2 });
    expect(setPhysicalQuantity(cart, 9, 2)).toEqual(cart);
  });
});
