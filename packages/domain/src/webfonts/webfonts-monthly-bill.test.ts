import { describe, expect, it } from 'vitest';
import { billOverdueBefore, monthlyBillOf, WEBFONTS_BILL_PAYMENT_DAYS } from './webfonts-monthly-bill.ts';

describe('the monthly bill of a web font project', () => {
  it('is not made for a month within the free page views', () => {
    expect(monthlyBillOf('Shop', '2026-10', 0)).toBeNull();
    expect(monthlyBillOf('Shop', '2026-10', 10_000)).toBeNull();
  });

  it('bills each started 1,000 page views beyond the free ones on the traffic line', () => {
    const bill = monthlyBillOf('Shop', '2026-10', 12_001);
    expect(bill?.total).toBe(150);
    expect(bill?.lines.map((line) => [line.kind, line.quantity, line.unitPrice])).toEqual([
      ['WEBFONTS_SERVICE_MONTH', 1, 0],
      ['WEBFONTS_SERVICE_MONTH_TRAFFIC', 3, 50],
    ]);
    expect(bill?.lines[0]?.title).toContain('“Shop”, 2026-10');
    expect(bill?.lines[1]?.title).toContain('2,001 page views');
  });

  it('counts a bill overdue after the payment days', () => {
    const now = new Date('2026-11-20T00:00:00.000Z');
    expect(now.getTime() - billOverdueBefore(now).getTime()).toBe(WEBFONTS_BILL_PAYMENT_DAYS * 86_400_000);
  });
});
