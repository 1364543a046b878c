import { roleMay, type StaffPermission } from '@foundry/domain/staff/staff-roles';
import { STAFF_ERROR, StaffError } from '@foundry/errors';
import type { StaffViewer } from '../../repositories/admin/staff-repository.ts';

/** The signed-in staff member when their role holds `permission`; else the matching refusal. */
export function requireStaff(
  staff: StaffViewer | null,
  permission: StaffPermission | 'signed-in',
): StaffViewer {
  if (!staff) throw new StaffError(STAFF_ERROR.UNAUTHENTICATED, 'Please sign in to the back office.');
  if (permission !== 'signed-in' && !roleMay(staff.role, permission)) {
    throw new StaffError(STAFF_ERROR.FORBIDDEN, 'Your role may not do this.');
  }
  return staff;
}
