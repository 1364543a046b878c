import { isStaffRole } from '@foundry/domain/staff/staff-roles';
import { InputError, STAFF_ERROR, StaffError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import {
  disableStaff,
  lockForStaffChange,
  setStaffRole,
} from '../../repositories/admin/staff-management-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

type Change = { kind: 'role'; role: string } | { kind: 'disable' };

/**
 * Changes a staff member's role or disables them (their sessions end at once). The shop always
 * keeps one active owner: the last one can be neither demoted nor disabled.
 */
export async function changeStaffMember(
  input: { id: number; change: Change },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const owner = requireStaff(deps.staff, 'staff.manage');
  const { change } = input;
  if (change.kind === 'role' && !isStaffRole(change.role)) {
    throw new InputError({ role: 'The role is owner, editor or support.' });
  }
  return auditedWrite(deps.admin.db, owner, async (tx) => {
    const { member, activeOwners } = await lockForStaffChange(tx, input.id);
    if (!member) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such staff member.');
    if (member.disabledAt) throw new StaffError(STAFF_ERROR.CONFLICT, 'This account is disabled.');
    const losesOwner = member.role === 'owner' && (change.kind === 'disable' || change.role !== 'owner');
    if (losesOwner && activeOwners <= 1) {
      throw new StaffError(STAFF_ERROR.CONFLICT, 'The last owner cannot be demoted or disabled.');
    }
    const changed =
      change.kind === 'disable'
        ? await disableStaff(tx, member.id, now)
        : await setStaffRole(tx, member.id, change.role as typeof member.role);
    return {
      result: changed,
      audit: {
        action: change.kind === 'disable' ? 'staff.disable' : 'staff.role',
        entityType: 'staff',
        entityId: String(member.id),
        before: { role: member.role, disabled: false },
        after: { role: changed.role, disabled: changed.disabledAt !== null },
      },
    };
  });
}
