import { describe, expect, it } from 'vitest';
import {
  affiliateCommission,
  affiliateCommissionBasis,
  earnsAffiliateCommission,
} from './affiliate-commission.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });

describe('affiliateCommission', () => {
  it('is the basis points of the lines after discount, without VAT or shipping', () => {
    // 120.00 of fonts, 20.00 off: 10 % of 100.00.
    expect(affiliateCommission({ subTotal: eur(12_000), discount: eur(2_000) }, 1000)).toEqual(eur(1_000));
    expect(affiliateCommission({ subTotal: eur(4_900), discount: eur(0) }, 1500)).toEqual(eur(735));
  });

  it('rounds half a cent up, as every amount of the shop', () => {
    // 10 % of 0.45 is 4.5 cents → 5; of 0.44 is 4.4 cents → 4.
    expect(affiliateCommission({ subTotal: eur(45), discount: eur(0) }, 1000)).toEqual(eur(5));
    expect(affiliateCommission({ subTotal: eur(44), discount: eur(0) }, 1000)).toEqual(eur(4));
  });

  it('never goes below zero when the discount covers the lines', () => {
    expect(affiliateCommissionBasis({ subTotal: eur(1_000), discount: eur(1_500) })).toEqual(eur(0));
    expect(affiliateCommission({ subTotal: eur(1_000), discount: eur(1_500) }, 1000)).toEqual(eur(0));
  });

  it('refuses a rate that is not 0–10000 whole basis points', () => {
    const order = { subTotal: eur(1_000), discount: eur(0) };
    expect(() => affiliateCommission(order, -1)).toThrow(RangeError);
    expect(() => affiliateCommission(order, 10_001)).toThrow(RangeError);
    expect(() => affiliateCommission(order, 12.5)).toThrow(RangeError);
  });
});

describe('earnsAffiliateCommission', () => {
  it('pays an active programme for a guest or another customer', () => {
    expect(earnsAffiliateCommission({ status: 'ACTIVE', userId: 7 }, null)).toBe(true);
    expect(earnsAffiliateCommission({ status: 'ACTIVE', userId: 7 }, 8)).toBe(true);
  });

  it('pays nothing for the affiliate’s own orders or a programme that is not active', () => {
    expect(earnsAffiliateCommission({ status: 'ACTIVE', userId: 7 }, 7)).toBe(false);
    expect(earnsAffiliateCommission({ status: 'BLOCKED', userId: 7 }, null)).toBe(false);
    expect(earnsAffiliateCommission({ status: 'PENDING', userId: 7 }, 8)).toBe(false);
  });
});
