import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { quarterInput } from './report-period-input.ts';

/**
 * What the One-Stop-Shop return of a quarter declares: B2C sales taxed in other member states per
 * country and rate, refunds given in the quarter as corrections; reverse-charge B2B sales apart.
 */
export async function readVatOssReport(input: { quarter: string }, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  requireStaff(deps.staff, 'reports.read');
  const period = quarterInput(input.quarter);
  const [consumerSales, reverseCharge] = await Promise.all([
    deps.admin.reports.ossSales(period),
    deps.admin.reports.reverseChargeSales(period),
  ]);
  return { quarter: input.quarter.trim(), consumerSales, reverseCharge };
}
