import { describe, expect, it } from 'vitest';
import {
  FREE_PAGE_VIEWS_PER_MONTH,
  monthCostOf,
  PRICE_PER_1000_PAGE_VIEWS,
  pageViewsWithinBudget,
  wouldExceedBudget,
} from './webfonts-billing.ts';

describe('web font billing', () => {
  it('charges nothing within the free page views', () => {
    expect(monthCostOf(0)).toEqual({ freePageViews: 0, billedPageViews: 0, cost: 0 });
    expect(monthCostOf(FREE_PAGE_VIEWS_PER_MONTH)).toEqual({
      freePageViews: FREE_PAGE_VIEWS_PER_MONTH,
      billedPageViews: 0,
      cost: 0,
    });
  });

  it('charges each started 1,000 page views beyond them', () => {
    expect(monthCostOf(FREE_PAGE_VIEWS_PER_MONTH + 1).cost).toBe(PRICE_PER_1000_PAGE_VIEWS);
    expect(monthCostOf(FREE_PAGE_VIEWS_PER_MONTH + 1000).cost).toBe(PRICE_PER_1000_PAGE_VIEWS);
    expect(monthCostOf(FREE_PAGE_VIEWS_PER_MONTH + 1001)).toEqual({
      freePageViews: FREE_PAGE_VIEWS_PER_MONTH,
      billedPageViews: 1001,
      cost: 2 * PRICE_PER_1000_PAGE_VIEWS,
    });
  });

  it('pauses at the view that would take the cost past the budget', () => {
    expect(wouldExceedBudget(FREE_PAGE_VIEWS_PER_MONTH + 5000, null)).toBe(false);
    expect(wouldExceedBudget(FREE_PAGE_VIEWS_PER_MONTH - 1, 0)).toBe(false);
    expect(wouldExceedBudget(FREE_PAGE_VIEWS_PER_MONTH, 0)).toBe(true);
    const budget = 3 * PRICE_PER_1000_PAGE_VIEWS;
    expect(wouldExceedBudget(FREE_PAGE_VIEWS_PER_MONTH + 2999, budget)).toBe(false);
    expect(wouldExceedBudget(FREE_PAGE_VIEWS_PER_MONTH + 3000, budget)).toBe(true);
    expect(pageViewsWithinBudget(budget)).toBe(FREE_PAGE_VIEWS_PER_MONTH + 3000);
    expect(pageViewsWithinBudget(null)).toBeNull();
  });
});
