import { describe, expect, it } from 'vitest';
import { isCurrencyCode, isMoney, money, zeroMoney } from './money.ts';

describe('money', () => {
  it('builds an amount of whole minor units', () => {
    expect(money(4900, 'EUR')).toEqual({ amount: 4900, currency: 'EUR' });
    expect(money(-150, 'USD')).toEqual({ amount: -150, currency: 'USD' });
    expect(zeroMoney('CHF')).toEqual({ amount: 0, currency: 'CHF' });
  });

  it('rejects fractions of a minor unit and non-finite amounts', () => {
    for (const amount of [49.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(() => money(amount, 'EUR')).toThrow(RangeError);
    }
  });

  it('rejects malformed currency codes', () => {
    for (const currency of ['eur', 'EURO', '', '€']) {
      expect(() => money(100, currency)).toThrow(RangeError);
    }
  });

  it('recognises money values and currency codes', () => {
    expect(isMoney({ amount: 1, currency: 'EUR' })).toBe(true);
    expect(isMoney({ amount: 1.5, currency: 'EUR' })).toBe(false);
    expect(isMoney({ amount: 1 })).toBe(false);
    expect(isMoney(null)).toBe(false);
    expect(isCurrencyCode('GBP')).toBe(true);
    expect(isCurrencyCode('gbp')).toBe(false);
  });
});
