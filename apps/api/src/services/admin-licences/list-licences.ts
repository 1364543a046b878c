import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** Every licence with its options and tiers, as stored, for staff. */
export async function listLicences(deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  requireStaff(deps.staff, 'catalogue.write');
  return deps.admin.licences.list();
}
