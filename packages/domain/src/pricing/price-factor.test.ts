import { describe, expect, it } from 'vitest';
import { basisPointsOfPriceFactor, priceFactorOfBasisPoints } from './price-factor.ts';

describe('licence price factors', () => {
  it('shows basis points as a factor', () => {
    expect(priceFactorOfBasisPoints(15_000)).toBe(1.5);
    expect(priceFactorOfBasisPoints(0)).toBe(0);
  });

  it('turns a shown factor back into whole basis points', () => {
    expect(basisPointsOfPriceFactor(1.25)).toBe(12_500);
    expect(basisPointsOfPriceFactor(0.33335)).toBe(3334);
    expect(basisPointsOfPriceFactor(priceFactorOfBasisPoints(12_345))).toBe(12_345);
  });
});
