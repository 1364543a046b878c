import { describe, expect, it } from 'vitest';
import { applyBasisPoints } from './apply-basis-points.ts';
import { money } from './money.ts';

const eur = (amount: number) => money(amount, 'EUR');

describe('applyBasisPoints', () => {
  it('scales exactly when no rounding is needed', () => {
    expect(applyBasisPoints(eur(10000), 2100)).toEqual(eur(2100));
    expect(applyBasisPoints(eur(4900), 10000)).toEqual(eur(4900));
    expect(applyBasisPoints(eur(4900), 0)).toEqual(eur(0));
  });

  it('rounds half up on the minor unit', () => {
    expect(applyBasisPoints(eur(50), 1000)).toEqual(eur(5)); // 5.0
    expect(applyBasisPoints(eur(5), 1000)).toEqual(eur(1)); // 0.5 → 1
    expect(applyBasisPoints(eur(4), 1000)).toEqual(eur(0)); // 0.4 → 0
    expect(applyBasisPoints(eur(1999), 1900)).toEqual(eur(380)); // 379.81 → 380
    expect(applyBasisPoints(eur(1234), 2050)).toEqual(eur(253)); // 252.97 → 253
    expect(applyBasisPoints(eur(1001), 5000)).toEqual(eur(501)); // 500.5 → 501
  });

  it('decides on the exact remainder, not on a float', () => {
    expect(applyBasisPoints(eur(201), 5000)).toEqual(eur(101)); // 100.5 → 101
    expect(applyBasisPoints(eur(1005), 100)).toEqual(eur(10)); // 10.05 → 10
    expect(applyBasisPoints(eur(1050), 100)).toEqual(eur(11)); // 10.5 → 11
  });

  it('rounds negative amounts symmetrically, away from zero', () => {
    expect(applyBasisPoints(eur(-5), 1000)).toEqual(eur(-1));
    expect(applyBasisPoints(eur(-4), 1000)).toEqual(eur(0));
    expect(Object.is(applyBasisPoints(eur(-4), 1000).amount, 0)).toBe(true);
    expect(applyBasisPoints(eur(1001), -5000)).toEqual(eur(-501));
  });

  it('keeps the currency and rejects fractional basis points', () => {
    expect(applyBasisPoints(money(999, 'JPY'), 1000).currency).toBe('JPY');
    expect(() => applyBasisPoints(eur(100), 12.5)).toThrow(RangeError);
    expect(() => applyBasisPoints(eur(2 ** 50), 10000)).toThrow(/too large/);
  });
});
