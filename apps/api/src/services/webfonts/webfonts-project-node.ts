import { firstDayOfMonth, monthOf, previousMonth } from '@foundry/domain/webfonts/webfonts-months';
import type { Repositories } from '../../repositories/repositories.ts';
import type {
  UnpaidOrderRow,
  WebfontsProjectEmailRow,
  WebfontsProjectFontRow,
  WebfontsProjectRow,
} from '../../repositories/webfonts-project-rows.ts';

/** A project as the GraphQL types read it: the row with its lists, loaded for a page at once. */
export interface WebfontsProjectNode extends WebfontsProjectRow {
  domains: string[];
  billingEmails: WebfontsProjectEmailRow[];
  editingEmails: WebfontsProjectEmailRow[];
  fonts: WebfontsProjectFontRow[];
  /** A hosted project's page views of the last complete month (zero when none were counted). */
  lastMonthStats: { month: string; pageViews: number } | null;
  /** The order that pays the project's month, while it is unpaid. */
  unpaidOrder: UnpaidOrderRow | null;
}

/** Loads the lists of projects: a fixed number of queries whatever the page size. */
export async function withProjectDetails(
  repositories: Pick<Repositories, 'webfontsProjects'>,
  rows: readonly WebfontsProjectRow[],
  now = new Date(),
): Promise<WebfontsProjectNode[]> {
  const ids = rows.map((row) => row.id);
  const lastMonth = previousMonth(monthOf(now));
  const day = firstDayOfMonth(lastMonth);
  const unpaidIds = rows.flatMap((row) => (row.unpaidOrderId === null ? [] : [row.unpaidOrderId]));
  const [domains, emails, fonts, views, unpaid] = await Promise.all([
    repositories.webfontsProjects.domainsOf(ids),
    repositories.webfontsProjects.emailsOf(ids),
    repositories.webfontsProjects.fontsOf(ids),
    repositories.webfontsProjects.pageViewsOf(ids, day, day),
    repositories.webfontsProjects.unpaidOrdersOf(unpaidIds),
  ]);
  return rows.map((row) => ({
    ...row,
    domains: domains.filter((entry) => entry.projectId === row.id).map((entry) => entry.domain),
    billingEmails: emails.filter((email) => email.projectId === row.id && email.kind === 'billing'),
    editingEmails: emails.filter((email) => email.projectId === row.id && email.kind === 'editing'),
    fonts: fonts.filter((font) => font.projectId === row.id),
    lastMonthStats:
      row.type === 'regular'
        ? { month: lastMonth, pageViews: views.find((view) => view.projectId === row.id)?.pageViews ?? 0 }
        : null,
    unpaidOrder: unpaid.find((order) => order.id === row.unpaidOrderId) ?? null,
  }));
}
