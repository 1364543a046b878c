import { describe, expect, it } from 'vitest';
import { computeCartTotals } from './cart-totals.ts';

describe('computeCartTotals', () => {
  it('charges VAT per line on the discounted amount and adds shipping and its VAT', () => {
    const totals = computeCartTotals(
      [
        { amount: 4900, discount: 490, vatRateBp: 700 },
        { amount: 2900, discount: 290, vatRateBp: 1900 },
      ],
      { amount: 690, vatRateBp: 1900 },
      'EUR',
    );
    // 4410 × 7 % = 308.7 → 309; 2610 × 19 % = 495.9 → 496; 690 × 19 % = 131.1 → 131.
    expect(totals.lineVat).toEqual([309, 496]);
    expect(totals.shippingVat).toBe(131);
    expect(totals).toMatchObject({ subTotal: 7800, discount: 780, shipping: 690, vat: 936 });
    expect(totals.total).toBe(7800 - 780 + 690 + 936);
  });

  it('is all zero for an empty cart without shipping', () => {
    expect(computeCartTotals([], null, 'EUR')).toEqual({
      lineVat: [],
      shippingVat: 0,
      subTotal: 0,
      discount: 0,
      shipping: 0,
      vat: 0,
      total: 0,
    });
  });
});
