import type { SalesGrouping } from '../../repositories/admin/admin-report-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { monthRangeInput } from './report-period-input.ts';

/** Sales of a range of months by family, licence or month: net, VAT and gross per currency, refunds subtracted. */
export async function readSalesReport(
  input: { by: SalesGrouping; from: string; to: string },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'reports.read');
  const rows = await deps.admin.reports.sales(input.by, monthRangeInput(input.from, input.to));
  return rows.map((row) => ({ ...row, gross: row.net + row.vat }));
}
