/**
 * What a hosted (regular) web font project costs: every project has a monthly allowance of free
 * page views; beyond it each started 1,000 page views costs a fixed price. A self-hosting project
 * is never metered (its fonts are bought with a Webfont licence).
 */

/** Page views of one project and month that cost nothing. */
export const FREE_PAGE_VIEWS_PER_MONTH = 10_000;
/** The price of each started 1,000 page views beyond the free ones, in minor units (€0.50). */
export const PRICE_PER_1000_PAGE_VIEWS = 50;
/** The currency projects are billed in (webfonts_projects.currency defaults to it). */
export const WEBFONTS_CURRENCY = 'EUR';

export interface MonthCost {
  freePageViews: number;
  /** Page views beyond the free allowance. */
  billedPageViews: number;
  /** Minor units. */
  cost: number;
}

/** One project's month: the free part, the billed part and its cost. */
export function monthCostOf(pageViews: number): MonthCost {
  const views = Math.max(0, Math.floor(pageViews));
  const freePageViews = Math.min(views, FREE_PAGE_VIEWS_PER_MONTH);
  const billedPageViews = views - freePageViews;
  return {
    freePageViews,
    billedPageViews,
    cost: Math.ceil(billedPageViews / 1000) * PRICE_PER_1000_PAGE_VIEWS,
  };
}

/**
 * Whether one more page view would take the month's cost past the budget (minor units; null: no
 * cap). The view that would overspend is not served: the project pauses (PAUSED_BY_BUDGET) first.
 */
export function wouldExceedBudget(pageViewsSoFar: number, budget: number | null): boolean {
  if (budget === null) return false;
  return monthCostOf(pageViewsSoFar + 1).cost > budget;
}

/** The page views a budget pays for in a month (free ones included); null budget: unlimited. */
export function pageViewsWithinBudget(budget: number | null): number | null {
  if (budget === null) return null;
  return FREE_PAGE_VIEWS_PER_MONTH + Math.floor(Math.max(0, budget) / PRICE_PER_1000_PAGE_VIEWS) * 1000;
}
