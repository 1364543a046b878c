import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** Physical products or e-books (`digital`), by title, with their total stock. */
export async function listProducts(
  input: { digital: boolean | null; search: string | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'products.write');
  return deps.admin.products.list({
    digital: input.digital,
    search: input.search?.trim().slice(0, 100) || null,
  });
}
