import type { Money } from '../money/money.ts';

/** What one bought club point costs, in minor units: 10 cents, so 100 points are €10. */
export const CLUB_POINT_PRICE_MINOR_UNITS = 10;
/** The most points one order may buy (keeps a typo from becoming a €10,000 order). */
export const MAX_CLUB_POINTS_PER_ORDER = 10_000;

/**
 * The price of bought club points, VAT included (points are a multi-purpose voucher: VAT is due when
 * what they buy is supplied, not on the points). Null when the amount cannot be bought: not a whole
 * number above zero, or more than MAX_CLUB_POINTS_PER_ORDER.
 */
export function clubPointsPrice(points: number, currency = 'EUR'): Money | null {
  if (!Number.isInteger(points) || points <= 0 || points > MAX_CLUB_POINTS_PER_ORDER) return null;
  return { amount: points * CLUB_POINT_PRICE_MINOR_UNITS, currency };
}
