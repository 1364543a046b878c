import { describe, expect, it } from 'vitest';
import { cartProductType, initialVariant, purchaseState } from './purchase-state.ts';

const EUR = (amount: number) => ({ amount, currency: 'EUR' });

describe('initialVariant', () => {
  it('starts on the first variant in stock', () => {
    const variants = [
      { id: '1', label: 'S', availability: 0, price: EUR(2900) },
      { id: '2', label: 'M', availability: 4, price: EUR(2900) },
    ];
    expect(initialVariant(variants)?.id).toBe('2');
  });

  it('falls back to the first variant when all are sold out, and to nothing without variants', () => {
    expect(initialVariant([{ id: '1', label: 'A2', availability: 0, price: EUR(1) }])?.id).toBe('1');
    expect(initialVariant([])).toBeUndefined();
  });
});

describe('purchaseState', () => {
  it('leaves availability minus what the cart holds', () => {
    expect(purchaseState(8, 3, 2)).toEqual({ soldOut: false, left: 5, quantity: 2 });
  });

  it('bounds the quantity by what is left and by 1', () => {
    expect(purchaseState(8, 3, 40).quantity).toBe(5);
    expect(purchaseState(8, 0, 0).quantity).toBe(1);
    expect(purchaseState(8, 0, -3).quantity).toBe(1);
    expect(purchaseState(8, 0, 2.7).quantity).toBe(2);
    expect(purchaseState(8, 0, Number.NaN).quantity).toBe(1);
  });

  it('is sold out at availability 0; all in the cart is not sold out but leaves nothing', () => {
    expect(purchaseState(0, 0, 1)).toEqual({ soldOut: true, left: 0, quantity: 1 });
    expect(purchaseState(2, 2, 1)).toEqual({ soldOut: false, left: 0, quantity: 1 });
  });
});

describe('cartProductType', () => {
  it('names the types as the cart does', () => {
    expect(cartProductType('TSHIRT')).toBe('Tshirt');
    expect(cartProductType('BOOK')).toBe('Book');
    expect(cartProductType('MUG')).toBeNull();
  });
});
