import { describe, expect, it } from 'vitest';
import {
  isOpenPriceCalculation,
  PRICE_CALCULATION_NOTHING_TO_PAY,
  PRICE_CALCULATION_PHYSICAL_GOODS,
  priceCalculationProblem,
  priceCalculationValidUntil,
} from './price-calculation.ts';

describe('price calculations', () => {
  it('are valid 30 days from their creation', () => {
    expect(priceCalculationValidUntil(new Date('2026-03-01T10:00:00Z')).toISOString()).toBe(
      '2026-03-31T10:00:00.000Z',
    );
  });

  it('hold only fonts and digital products, and something to pay', () => {
    expect(priceCalculationProblem({ physicalGoodsCount: 0, totalAmount: 4900 })).toBeNull();
    expect(priceCalculationProblem({ physicalGoodsCount: 1, totalAmount: 4900 })).toBe(
      PRICE_CALCULATION_PHYSICAL_GOODS,
    );
    expect(priceCalculationProblem({ physicalGoodsCount: 0, totalAmount: 0 })).toBe(
      PRICE_CALCULATION_NOTHING_TO_PAY,
    );
  });

  it('are open while flagged and neither paid nor cancelled', () => {
    expect(isOpenPriceCalculation({ isPriceCalculation: true, status: 'NEW' })).toBe(true);
    expect(isOpenPriceCalculation({ isPriceCalculation: true, status: 'WAITING_FOR_BANKTRANSFER' })).toBe(
      true,
    );
    for (const status of ['PAID', 'COMPLIMENTARY', 'CANCELLED', 'REFUNDED'] as const) {
      expect(isOpenPriceCalculation({ isPriceCalculation: true, status })).toBe(false);
    }
    expect(isOpenPriceCalculation({ isPriceCalculation: false, status: 'NEW' })).toBe(false);
  });
});
