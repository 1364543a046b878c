import { type CurrencyCode, type Money, money } from '../money/money.ts';

/** One month of a programme's figures; month is 'YYYY-MM' (UTC). */
export interface AffiliateMonthStats {
  month: string;
  visits: number;
  numOrders: number;
  commission: Money;
}

/** Longest range the stats table covers at once (three years of months). */
export const MAX_AFFILIATE_STATS_MONTHS = 36;

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/** Every month from the one holding `from` to the one holding `to`, oldest first. */
export function monthsBetween(from: Date, to: Date): string[] {
  const months: string[] = [];
  const cursor = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1));
  const last = Date.UTC(to.getUTCFullYear(), to.getUTCMonth(), 1);
  while (cursor.getTime() <= last) {
    months.push(monthOf(cursor));
    cursor.setUTCMonth(cursor.getUTCMonth() + 1);
  }
  return months;
}

/** The first day of `from`'s month to the end of `to`'s month: the stats always cover whole months. */
export function statsRange(from: Date, to: Date): { start: Date; end: Date } {
  return {
    start: new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), 1)),
    end: new Date(Date.UTC(to.getUTCFullYear(), to.getUTCMonth() + 1, 1)),
  };
}

/** Why a range is refused, or null: it must run forwards and span at most MAX_AFFILIATE_STATS_MONTHS. */
export function statsRangeProblem(from: Date, to: Date): 'invalid' | 'reversed' | 'too_long' | null {
  if (Number.isNaN(from.getTime()) || Number.isNaN(to.getTime())) return 'invalid';
  if (from > to) return 'reversed';
  if (monthsBetween(from, to).length > MAX_AFFILIATE_STATS_MONTHS) return 'too_long';
  return null;
}

/**
 * The stats table: a row for every month of the range (empty months included, so the table has no
 * gaps), visits summed from the daily counters, orders and commission from the stored commissions
 * (one per paid order, dated when the order was paid). Rows outside the range are ignored.
 */
export function affiliateMonthlyStats(
  range: { from: Date; to: Date },
  visits: readonly { day: Date; visits: number }[],
  commissions: readonly { paidAt: Date; amount: number }[],
  currency: CurrencyCode,
): AffiliateMonthStats[] {
  const rows = new Map(
    monthsBetween(range.from, range.to).map((month) => [
      month,
      { month, visits: 0, numOrders: 0, amount: 0 },
    ]),
  );
  for (const visit of visits) {
    const row = rows.get(monthOf(visit.day));
    if (row) row.visits += visit.visits;
  }
  for (const commission of commissions) {
    const row = rows.get(monthOf(commission.paidAt));
    if (!row) continue;
    row.numOrders += 1;
    row.amount += commission.amount;
  }
  return [...rows.values()].map(({ amount, ...row }) => ({ ...row, commission: money(amount, currency) }));
}
