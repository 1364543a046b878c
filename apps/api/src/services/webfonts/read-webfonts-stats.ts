import type { Money } from '@foundry/domain/money/money';
import { WEBFONTS_CURRENCY } from '@foundry/domain/webfonts/webfonts-billing';
import {
  firstDayOfMonth,
  isMonth,
  monthOf,
  monthsBetween,
  previousMonth,
  statsByMonth,
  statsCsv,
} from '@foundry/domain/webfonts/webfonts-months';
import { requireAccount } from '../accounts/require-account.ts';
import type { ServiceDeps } from '../service-deps.ts';
import {
  webfontsProjectIdOf,
  webfontsProjectInvalid,
  webfontsProjectNotFound,
} from './webfonts-project-id.ts';

export interface WebfontsStatsItem {
  month: string;
  freePageViews: number;
  pageViews: number;
  cost: Money;
  projectsCount: number;
}

export interface WebfontsProjectStats {
  firstMonth: string | null;
  downloadCsv: string;
  items: WebfontsStatsItem[];
}

/** 'YYYY-MM' or 'YYYY-MM-DD' → 'YYYY-MM'; null when absent; 103 on the field when unreadable. */
function monthArg(value: string | null | undefined, field: string): string | null {
  if (value == null || value === '') return null;
  const month = value.slice(0, 7);
  if (!isMonth(month) || (value.length !== 7 && !/^\d{4}-\d{2}-\d{2}/.test(value))) {
    throw webfontsProjectInvalid({ [field]: 'A month as YYYY-MM.' }, 'Unreadable date.');
  }
  return month;
}

/**
 * readWebfontsProjectStats: page views per month of one of the user's projects, or of all of them
 * (deleted ones too: their months were billed) when `id` is null. From dateFrom (default: eleven
 * months before dateTo) to dateTo (default: this month); the CSV of the same rows as a data: URL.
 */
export async function readWebfontsStats(
  args: { id?: string | number | null; dateFrom?: string | null; dateTo?: string | null },
  deps: Pick<ServiceDeps, 'viewer' | 'repositories'>,
  now = new Date(),
): Promise<WebfontsProjectStats> {
  const user = requireAccount(deps.viewer);
  const projects = deps.repositories.webfontsProjects;
  let ids: number[];
  if (args.id != null) {
    const id = webfontsProjectIdOf(args.id);
    const project = id === null ? null : await projects.findOwned(user.id, id);
    if (!project) throw webfontsProjectNotFound();
    ids = [project.id];
  } else {
    ids = await projects.idsOfUser(user.id);
  }
  const to = monthArg(args.dateTo, 'dateTo') ?? monthOf(now);
  let from = monthArg(args.dateFrom, 'dateFrom');
  if (from === null) {
    from = to;
    for (let step = 0; step < 11; step += 1) from = previousMonth(from);
  }
  if (from > to)
    throw webfontsProjectInvalid({ dateFrom: 'The period starts after it ends.' }, 'Unreadable period.');
  const [views, first] = await Promise.all([
    projects.pageViewsOf(ids, firstDayOfMonth(from), firstDayOfMonth(to)),
    projects.firstMonthOf(ids),
  ]);
  const rows = statsByMonth(
    monthsBetween(from, to),
    views.map((view) => ({ ...view, month: String(view.month).slice(0, 7) })),
  );
  return {
    firstMonth: first ? first.slice(0, 7) : null,
    downloadCsv: `data:text/csv;charset=utf-8;base64,${Buffer.from(statsCsv(rows, WEBFONTS_CURRENCY)).toString('base64')}`,
    items: rows.map((row) => ({ ...row, cost: { amount: row.cost, currency: WEBFONTS_CURRENCY } })),
  };
}
