import type { OrderStatus } from '../orders/order-status.ts';
import { FREE_PAGE_VIEWS_PER_MONTH, monthCostOf, PRICE_PER_1000_PAGE_VIEWS } from './webfonts-billing.ts';

/**
 * The monthly bill of a hosted web font project (docs/webfonts.md, "Monthly billing"): once a month
 * is over, its page views beyond the free allowance are billed in one WEBFONT_SERVICE order per
 * project and month. A month within the allowance costs nothing and makes no order.
 */

/** Days a bill may stay unpaid before the project is paused (PAUSED_NOT_PAID) and its kit stops. */
export const WEBFONTS_BILL_PAYMENT_DAYS = 14;

/** Order statuses in which a bill is still owed (not paid, not cancelled, not refunded). */
export const UNPAID_BILL_STATUSES = [
  'NEW',
  'PENDING',
  'ERROR',
  'WAITING_FOR_BANKTRANSFER',
] as const satisfies readonly OrderStatus[];

export interface MonthlyBillLine {
  kind: 'WEBFONTS_SERVICE_MONTH' | 'WEBFONTS_SERVICE_MONTH_TRAFFIC';
  title: string;
  quantity: number;
  /** Minor units. */
  unitPrice: number;
}

export interface MonthlyBill {
  /** Minor units: the traffic line's quantity × unit price. */
  total: number;
  /** The month's service (free allowance, at 0) and its traffic (each started 1,000 beyond it). */
  lines: MonthlyBillLine[];
}

const count = (value: number) => value.toLocaleString('en-GB');

/** A project's bill for a month ('YYYY-MM') of `pageViews`; null when the month costs nothing. */
export function monthlyBillOf(projectTitle: string, month: string, pageViews: number): MonthlyBill | null {
  const { billedPageViews, cost } = monthCostOf(pageViews);
  if (cost === 0) return null;
  const thousands = cost / PRICE_PER_1000_PAGE_VIEWS;
  return {
    total: cost,
    lines: [
      {
        kind: 'WEBFONTS_SERVICE_MONTH',
        title: `Web font project “${projectTitle}”, ${month}: ${count(FREE_PAGE_VIEWS_PER_MONTH)} page views included`,
        quantity: 1,
        unitPrice: 0,
      },
      {
        kind: 'WEBFONTS_SERVICE_MONTH_TRAFFIC',
        title: `${month}: ${count(billedPageViews)} page views beyond the included ones, per started 1,000`,
        quantity: thousands,
        unitPrice: PRICE_PER_1000_PAGE_VIEWS,
      },
    ],
  };
}

/** The moment before which an unpaid bill made then is overdue at `now`. */
export function billOverdueBefore(now: Date): Date {
  return new Date(now.getTime() - WEBFONTS_BILL_PAYMENT_DAYS * 24 * 60 * 60 * 1000);
}
