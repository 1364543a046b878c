import { type Db, webfontsPageViews, webfontsProjectDomains, webfontsProjects } from '@foundry/db';
import { and, eq, sql } from '@foundry/db/orm';
import type { WebfontsProjectStatus, WebfontsProjectType } from '@foundry/domain/webfonts/webfonts-status';

/** What the CSS kit route needs of a project, found by its licence key. */
export interface WebfontsKitRow {
  id: number;
  type: WebfontsProjectType;
  status: WebfontsProjectStatus;
  budget: number | null;
  cssKey: string | null;
  domains: string[];
  /** Page views counted so far in the month asked about. */
  monthPageViews: number;
}

/** What the CSS kit route reads and counts on each request: the kit, its page views, the budget pause. */
export function createWebfontsKitMetering(db: Db) {
  return {
    /** The project of a licence key with its domains and the month's page views: one query. */
    async kitOf(licenseKey: string, monthDay: string): Promise<WebfontsKitRow | null> {
      const [row] = await db
        .select({
          id: webfontsProjects.id,
          type: webfontsProjects.type,
          status: webfontsProjects.status,
          budget: webfontsProjects.budget,
          cssKey: webfontsProjects.cssKey,
          domains: sql<
            string[]
          >`coalesce((select array_agg(${webfontsProjectDomains.domain}) from ${webfontsProjectDomains} where ${webfontsProjectDomains.projectId} = ${webfontsProjects.id}), '{}')`,
          monthPageViews: sql<number>`coalesce((select ${webfontsPageViews.pageViews} from ${webfontsPageViews} where ${webfontsPageViews.projectId} = ${webfontsProjects.id} and ${webfontsPageViews.month} = ${monthDay}), 0)`,
        })
        .from(webfontsProjects)
        .where(eq(webfontsProjects.licenseKey, licenseKey));
      if (!row) return null;
      return { ...row, domains: [...row.domains], monthPageViews: Number(row.monthPageViews) };
    },

    /** One more page view of the month (its first day); one statement. */
    async countPageView(projectId: number, monthDay: string): Promise<void> {
      await db
        .insert(webfontsPageViews)
        .values({ projectId, month: monthDay, pageViews: 1 })
        .onConflictDoUpdate({
          target: [webfontsPageViews.projectId, webfontsPageViews.month],
          set: { pageViews: sql`${webfontsPageViews.pageViews} + 1` },
        });
    },

    /** The shop pauses a project whose budget is spent (only while it is ACTIVE). */
    async pauseByBudget(id: number): Promise<void> {
      await db
        .update(webfontsProjects)
        .set({ status: 'PAUSED_BY_BUDGET' })
        .where(and(eq(webfontsProjects.id, id), eq(webfontsProjects.status, 'ACTIVE')));
    },
  };
}
