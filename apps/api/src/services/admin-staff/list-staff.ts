import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** Every staff account, active ones first. */
export function listStaff(deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  requireStaff(deps.staff, 'staff.manage');
  return deps.admin.staffManagement.list();
}
