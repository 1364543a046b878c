import { describe, expect, it } from 'vitest';
import {
  affiliateMonthlyStats,
  MAX_AFFILIATE_STATS_MONTHS,
  monthsBetween,
  statsRange,
  statsRangeProblem,
} from './affiliate-monthly-stats.ts';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('monthsBetween', () => {
  it('lists every month of the range, across a year end', () => {
    expect(monthsBetween(d('2025-11-20'), d('2026-02-03'))).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsBetween(d('2026-04-01'), d('2026-03-31'))).toEqual([]);
  });
});

describe('statsRange', () => {
  it('widens the dates to whole months (end exclusive)', () => {
    const range = statsRange(d('2026-01-15'), d('2026-03-02'));
    expect(range.start.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-04-01T00:00:00.000Z');
  });
});

describe('statsRangeProblem', () => {
  it('refuses reversed, unreadable and over-long ranges', () => {
    expect(statsRangeProblem(d('2026-01-01'), d('2026-12-31'))).toBeNull();
    expect(statsRangeProblem(d('2026-02-01'), d('2026-01-01'))).toBe('reversed');
    expect(statsRangeProblem(new Date('nope'), d('2026-01-01'))).toBe('invalid');
    const from = d('2020-01-01');
    const to = new Date(Date.UTC(2020, MAX_AFFILIATE_STATS_MONTHS, 1));
    expect(statsRangeProblem(from, to)).toBe('too_long');
    expect(statsRangeProblem(from, new Date(Date.UTC(2020, MAX_AFFILIATE_STATS_MONTHS - 1, 28)))).toBeNull();
  });
});

describe('affiliateMonthlyStats', () => {
  it('sums visits, orders and commission per month, with empty months and nothing outside', () => {
    const stats = affiliateMonthlyStats(
      { from: d('2026-01-10'), to: d('2026-03-05') },
      [
        { day: d('2026-01-02'), visits: 3 },
        { day: d('2026-01-31'), visits: 4 },
        { day: d('2026-03-05'), visits: 1 },
        { day: d('2026-04-01'), visits: 50 },
      ],
      [
        { paidAt: new Date('2026-01-31T23:59:59Z'), amount: 490 },
        { paidAt: new Date('2026-01-15T10:00:00Z'), amount: 10 },
        { paidAt: new Date('2025-12-31T23:59:59Z'), amount: 999 },
        { paidAt: new Date('2026-03-01T00:00:00Z'), amount: 735 },
      ],
      'EUR',
    );
    expect(stats).toEqual([
      { month: '2026-01', visits: 7, numOrders: 2, commission: { amount: 500, currency: 'EUR' } },
      { month: '2026-02', visits: 0, numOrders: 0, commission: { amount: 0, currency: 'EUR' } },
      { month: '2026-03', visits: 1, numOrders: 1, commission: { amount: 735, currency: 'EUR' } },
    ]);
  });
});
