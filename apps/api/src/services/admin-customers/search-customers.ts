import { resolvePaging } from '@foundry/domain';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** Customers whose e-mail or name contains the text (all of them without one), newest first. */
export async function searchCustomers(
  input: { text: string | null; page: number | null; pageSize: number | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'customers.read');
  const paging = resolvePaging(
    { page: input.page, pageSize: input.pageSize },
    { defaultPageSize: 25, maxPageSize: 100 },
  );
  const { rows, total } = await deps.admin.customers.search(input.text?.trim().slice(0, 200) || null, {
    limit: paging.pageSize,
    offset: paging.offset,
  });
  return { rows, total, page: paging.page, pageSize: paging.pageSize };
}
