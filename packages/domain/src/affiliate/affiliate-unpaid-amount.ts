import { type CurrencyCode, type Money, money } from '../money/money.ts';

/** Commissions are paid out in the shop's currency; the unpaid amount and stats are in it. */
export const AFFILIATE_PAYOUT_CURRENCY: CurrencyCode = 'EUR';

/** A stored commission as the unpaid amount needs it. */
export interface CommissionEntry {
  amount: number;
  currency: CurrencyCode;
  /** Set once the commission went out in a payout. */
  payoutId: number | null;
}

/**
 * What the shop owes the affiliate: the commissions not yet paid out, in the payout currency.
 * (Commissions of refunded orders are deleted while unpaid, so they never reach this sum.)
 */
export function unpaidAffiliateAmount(entries: readonly CommissionEntry[], currency: CurrencyCode): Money {
  const amount = entries
    .filter((entry) => entry.payoutId === null && entry.currency === currency)
    .reduce((sum, entry) => sum + entry.amount, 0);
  return money(amount, currency);
}
