import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** Discount codes, newest first, each with how often it was used. */
export async function listDiscountCodes(
  input: { search: string | null },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
) {
  requireStaff(deps.staff, 'products.write');
  return deps.admin.discountCodes.list(input.search?.trim().slice(0, 64) || null);
}
