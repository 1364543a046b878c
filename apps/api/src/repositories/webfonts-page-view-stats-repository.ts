import { type Db, webfontsPageViews } from '@foundry/db';
import { and, between, inArray, sql } from '@foundry/db/orm';

/** Page views per project and month, for the statistics and the budget check. */
export function createWebfontsPageViewStats(db: Db) {
  return {
    /** Page views of projects per month between two first days (both included). */
    async pageViewsOf(
      projectIds: readonly number[],
      fromDay: string,
      toDay: string,
    ): Promise<{ projectId: number; month: string; pageViews: number }[]> {
      if (projectIds.length === 0) return [];
      return db
        .select({
          projectId: webfontsPageViews.projectId,
          month: webfontsPageViews.month,
          pageViews: webfontsPageViews.pageViews,
        })
        .from(webfontsPageViews)
        .where(
          and(
            inArray(webfontsPageViews.projectId, [...projectIds]),
            between(webfontsPageViews.month, fromDay, toDay),
          ),
        );
    },

    /** The first month any of the projects had page views (its first day), or null. */
    async firstMonthOf(projectIds: readonly number[]): Promise<string | null> {
      if (projectIds.length === 0) return null;
      const [row] = await db
        .select({ month: sql<string | null>`min(${webfontsPageViews.month})` })
        .from(webfontsPageViews)
        .where(inArray(webfontsPageViews.projectId, [...projectIds]));
      return row?.month ? String(row.month).slice(0, 10) : null;
    },
  };
}
