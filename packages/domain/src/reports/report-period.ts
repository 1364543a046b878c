/**
 * The periods reports are asked for (docs/back-office.md, "Reports"): a calendar quarter for the EU
 * VAT One-Stop-Shop return, a range of whole months for sales and page views. All in UTC; `to` is
 * exclusive so a period is `from <= t < to`.
 */
export interface ReportPeriod {
  from: Date;
  to: Date;
}

const QUARTER = /^(\d{4})-Q([1-4])$/;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The longest month range one report covers (three years): bounds the rows a query returns. */
export const MAX_REPORT_MONTHS = 36;

/** '2026-Q3' → 1 July 2026 to 1 October 2026; null when it is not a quarter. */
export function quarterPeriod(text: string): ReportPeriod | null {
  const match = QUARTER.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const firstMonth = (Number(match[2]) - 1) * 3;
  return { from: new Date(Date.UTC(year, firstMonth, 1)), to: new Date(Date.UTC(year, firstMonth + 3, 1)) };
}

/** The first day of a month given as 'YYYY-MM'; null when it is not one. */
export function monthStart(text: string): Date | null {
  const match = MONTH.exec(text.trim());
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1));
}

/** 'YYYY-MM' to 'YYYY-MM', both inclusive, as a period; null when either is no month or to < from. */
export function monthRangePeriod(from: string, to: string): ReportPeriod | null {
  const start = monthStart(from);
  const last = monthStart(to);
  if (!start || !last || last < start) return null;
  return { from: start, to: new Date(Date.UTC(last.getUTCFullYear(), last.getUTCMonth() + 1, 1)) };
}

/** How many months a period spans (whole months). */
export function monthsIn(period: ReportPeriod): number {
  return (
    (period.to.getUTCFullYear() - period.from.getUTCFullYear()) * 12 +
    period.to.getUTCMonth() -
    period.from.getUTCMonth()
  );
}

/** The quarter a moment falls in, as '2026-Q3'. */
export function quarterOf(date: Date): string {
  return `${date.getUTCFullYear()}-Q${Math.floor(date.getUTCMonth() / 3) + 1}`;
}
