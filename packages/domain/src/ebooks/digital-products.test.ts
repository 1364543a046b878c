import { describe, expect, it } from 'vitest';
import { DIGITAL_PRODUCT_MAX_QUANTITY, supplyKindOf, variantAvailability } from './digital-products.ts';

describe('digital products', () => {
  it('are available once per cart whatever the stock; goods as far as their stock goes', () => {
    expect(variantAvailability({ digital: true }, { stock: 0 })).toBe(DIGITAL_PRODUCT_MAX_QUANTITY);
    expect(variantAvailability({ digital: true }, { stock: 50 })).toBe(1);
    expect(variantAvailability({ digital: false }, { stock: 7 })).toBe(7);
    expect(variantAvailability({ digital: false }, { stock: 0 })).toBe(0);
  });

  it('are a digital supply for VAT', () => {
    expect(supplyKindOf({ digital: true })).toBe('digital');
    expect(supplyKindOf({ digital: false })).toBe('goods');
  });
});
