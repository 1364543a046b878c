import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { monthRangeInput } from './report-period-input.ts';

/** Web font page views of a range of months: per project and month, and all projects per month. */
export async function readPageViewReport(
  input: { from: string; to: string },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'reports.read');
  const period = monthRangeInput(input.from, input.to);
  const [projects, totals] = await Promise.all([
    deps.admin.reports.pageViews(period),
    deps.admin.reports.pageViewTotals(period),
  ]);
  return { projects, totals };
}
