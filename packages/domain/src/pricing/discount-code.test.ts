import { describe, expect, it } from 'vitest';
import { checkDiscountCode, type DiscountCodeFacts, normalizeDiscountCode } from './discount-code.ts';

const NOW = new Date('2026-06-01T12:00:00Z');
const base: DiscountCodeFacts = {
  code: 'WELCOME10',
  percentBp: 1000,
  amount: null,
  currency: 'EUR',
  fontsOnly: false,
  validFrom: new Date('2024-01-01T00:00:00Z'),
  validTo: new Date('2030-12-31T23:59:59Z'),
  maxUses: null,
  usedCount: 0,
};
const cart = { hasFontLines: false, currency: 'EUR' };

describe('checkDiscountCode', () => {
  it('accepts a current code', () => {
    expect(checkDiscountCode(base, cart, NOW)).toEqual({ ok: true, discount: base });
  });

  it('refuses an unknown code with 300', () => {
    expect(checkDiscountCode(null, cart, NOW)).toEqual({ ok: false, errorCode: 300 });
  });

  it('refuses a code staff disabled with 300', () => {
    expect(checkDiscountCode({ ...base, disabledAt: new Date('2026-05-01T00:00:00Z') }, cart, NOW)).toEqual({
      ok: false,
      errorCode: 300,
    });
  });

  it('refuses a code that is not valid yet with 300', () => {
    expect(checkDiscountCode({ ...base, validFrom: new Date('2026-06-02T00:00:00Z') }, cart, NOW)).toEqual({
      ok: false,
      errorCode: 300,
    });
  });

  it('refuses an expired code with 301, and accepts it up to its last moment', () => {
    const expired = { ...base, validTo: new Date('2026-06-01T11:59:59Z') };
    expect(checkDiscountCode(expired, cart, NOW)).toEqual({ ok: false, errorCode: 301 });
    expect(checkDiscountCode({ ...base, validTo: NOW }, cart, NOW).ok).toBe(true);
  });

  it('refuses a used-up code with 302', () => {
    expect(checkDiscountCode({ ...base, maxUses: 3, usedCount: 3 }, cart, NOW)).toEqual({
      ok: false,
      errorCode: 302,
    });
    expect(checkDiscountCode({ ...base, maxUses: 3, usedCount: 2 }, cart, NOW).ok).toBe(true);
  });

  it('refuses a fonts-only code on a cart without fonts with 306', () => {
    const fontsOnly = { ...base, fontsOnly: true };
    expect(checkDiscountCode(fontsOnly, cart, NOW)).toEqual({ ok: false, errorCode: 306 });
    expect(checkDiscountCode(fontsOnly, { ...cart, hasFontLines: true }, NOW).ok).toBe(true);
  });

  it('refuses a fixed amount in another currency with 300', () => {
    const fixed = { ...base, percentBp: null, amount: 500, currency: 'USD' };
    expect(checkDiscountCode(fixed, cart, NOW)).toEqual({ ok: false, errorCode: 300 });
  });
});

describe('normalizeDiscountCode', () => {
  it('trims and upper-cases', () => {
    expect(normalizeDiscountCode('  welcome10 ')).toBe('WELCOME10');
  });
});
