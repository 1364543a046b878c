import { describe, expect, it } from 'vitest';
import { allocateDiscount } from './allocate-discount.ts';

const percent = (percentBp: number, fontsOnly = false) => ({
  percentBp,
  amount: null,
  fontsOnly,
  currency: 'EUR',
});
const fixed = (amount: number, fontsOnly = false) => ({
  percentBp: null,
  amount,
  fontsOnly,
  currency: 'EUR',
});

describe('allocateDiscount', () => {
  it('gives nothing without a code', () => {
    expect(allocateDiscount(null, [{ amount: 1000, isFont: true }])).toEqual([0]);
  });

  it('takes a percentage off every line, rounding half up per line', () => {
    expect(
      allocateDiscount(percent(1000), [
        { amount: 3900, isFont: false },
        { amount: 1005, isFont: true },
      ]),
    ).toEqual([390, 101]);
  });

  it('lets a fonts-only code touch font lines only', () => {
    expect(
      allocateDiscount(percent(2000, true), [
        { amount: 3900, isFont: false },
        { amount: 5000, isFont: true },
      ]),
    ).toEqual([0, 1000]);
    expect(
      allocateDiscount(fixed(600, true), [
        { amount: 3900, isFont: false },
        { amount: 5000, isFont: true },
      ]),
    ).toEqual([0, 600]);
  });

  it('spreads a fixed amount in proportion, the rounding remainder to the largest line', () => {
    const shares = allocateDiscount(fixed(500), [
      { amount: 1000, isFont: false },
      { amount: 2000, isFont: false },
      { amount: 3000, isFont: false },
    ]);
    // 83.33 / 166.67 / 250 → 83, 166, 250, and the 1 cent left over goes to the 3000 line.
    expect(shares).toEqual([83, 166, 251]);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(500);
  });

  it('never takes more than the eligible lines are worth', () => {
    expect(
      allocateDiscount(fixed(10_000), [
        { amount: 300, isFont: false },
        { amount: 200, isFont: false },
      ]),
    ).toEqual([300, 200]);
  });
});
