import { describe, expect, it } from 'vitest';
import { unpaidAffiliateAmount } from './affiliate-unpaid-amount.ts';

describe('unpaidAffiliateAmount', () => {
  it('sums the commissions not yet paid out, in the payout currency', () => {
    const entries = [
      { amount: 490, currency: 'EUR', payoutId: null },
      { amount: 1_000, currency: 'EUR', payoutId: 3 },
      { amount: 735, currency: 'EUR', payoutId: null },
      { amount: 999, currency: 'USD', payoutId: null },
    ];
    expect(unpaidAffiliateAmount(entries, 'EUR')).toEqual({ amount: 1_225, currency: 'EUR' });
  });

  it('is zero without commissions', () => {
    expect(unpaidAffiliateAmount([], 'EUR')).toEqual({ amount: 0, currency: 'EUR' });
  });
});
