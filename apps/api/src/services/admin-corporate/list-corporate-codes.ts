import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** Every corporate access code, newest first, with the products it unlocks. */
export async function listCorporateCodes(deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  requireStaff(deps.staff, 'catalogue.write');
  return deps.admin.corporateCodes.list();
}
