import { describe, expect, it } from 'vitest';
import { FREE_PAGE_VIEWS_PER_MONTH, PRICE_PER_1000_PAGE_VIEWS } from './webfonts-billing.ts';
import { monthOf, monthsBetween, statsByMonth, statsCsv } from './webfonts-months.ts';

describe('web font stats by month', () => {
  it('lists the months of a period across a year end', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-03', '2026-02')).toEqual([]);
    expect(monthOf(new Date('2026-11-30T23:59:59Z'))).toBe('2026-11');
  });

  it('applies the free allowance per project and adds the months up', () => {
    const rows = statsByMonth(
      ['2026-10', '2026-11'],
      [
        { projectId: 1, month: '2026-11', pageViews: FREE_PAGE_VIEWS_PER_MONTH + 1500 },
        { projectId: 2, month: '2026-11', pageViews: 20 },
      ],
    );
    expect(rows).toEqual([
      { month: '2026-10', freePageViews: 0, pageViews: 0, cost: 0, projectsCount: 0 },
      {
        month: '2026-11',
        freePageViews: FREE_PAGE_VIEWS_PER_MONTH + 20,
        pageViews: FREE_PAGE_VIEWS_PER_MONTH + 1520,
        cost: 2 * PRICE_PER_1000_PAGE_VIEWS,
        projectsCount: 2,
      },
    ]);
    expect(statsCsv(rows, 'EUR').split('\n')[0]).toBe(
      'month,free_page_views,page_views,cost_eur_cents,projects',
    );
  });
});
