import { monthCostOf } from './webfonts-billing.ts';

/** Months are 'YYYY-MM' strings; the page-view table keys them by their first day. */

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isMonth(value: string): boolean {
  return MONTH.test(value);
}

/** The month of a date in UTC. */
export function monthOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** '2026-11' → '2026-11-01' (the page-view table's key). */
export function firstDayOfMonth(month: string): string {
  return `${month}-01`;
}

/** The month before. */
export function previousMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

/** Every month from `from` to `to`, both included, oldest first (at most 120). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = to; month >= from && months.length < 120; month = previousMonth(month))
    months.unshift(month);
  return months;
}

export interface ProjectMonthViews {
  projectId: number;
  month: string;
  pageViews: number;
}

export interface WebfontsStatsRow {
  month: string;
  freePageViews: number;
  /** All page views (free ones included). */
  pageViews: number;
  cost: number;
  /** Projects with page views in the month. */
  projectsCount: number;
}

/** One row per month: the free allowance and cost apply per project, then add up. */
export function statsByMonth(
  months: readonly string[],
  views: readonly ProjectMonthViews[],
): WebfontsStatsRow[] {
  return months.map((month) => {
    const ofMonth = views.filter((row) => row.month === month && row.pageViews > 0);
    return ofMonth.reduce<WebfontsStatsRow>(
      (row, entry) => {
        const cost = monthCostOf(entry.pageViews);
        return {
          month,
          freePageViews: row.freePageViews + cost.freePageViews,
          pageViews: row.pageViews + entry.pageViews,
          cost: row.cost + cost.cost,
          projectsCount: row.projectsCount + 1,
        };
      },
      { month, freePageViews: 0, pageViews: 0, cost: 0, projectsCount: 0 },
    );
  });
}

/** The stats as CSV (month, free page views, page views, cost in minor units, projects). */
export function statsCsv(rows: readonly WebfontsStatsRow[], currency: string): string {
  const lines = [`month,free_page_views,page_views,cost_${currency.toLowerCase()}_cents,projects`];
  for (const row of rows) {
    lines.push([row.month, row.freePageViews, row.pageViews, row.cost, row.projectsCount].join(','));
  }
  return `${lines.join('\n')}\n`;
}
