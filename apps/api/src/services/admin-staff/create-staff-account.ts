import { InputError } from '@foundry/errors';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { createStaffRepository } from '../../repositories/admin/staff-repository.ts';
import { addStaffMember, type NewStaffAccount } from '../staff/add-staff-member.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/**
 * An owner adds a staff account from the back office, as `npm run staff -- add` does: a generated
 * password and an enrolled second factor, answered once (only their hash and the secret are kept).
 */
export async function createStaffAccount(
  input: { email: string; name: string; role: string },
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
): Promise<NewStaffAccount> {
  const owner = requireStaff(deps.staff, 'staff.manage');
  const name = input.name.trim();
  if (name.length > 120) throw new InputError({ name: 'Give a name of at most 120 characters.' });
  if (await deps.admin.staffManagement.emailTaken(input.email)) {
    throw new InputError({ email: 'A staff account with this e-mail exists.' });
  }
  return auditedWrite(deps.admin.db, owner, async (tx) => {
    const account = await addStaffMember(
      { email: input.email, role: input.role, name },
      { staff: createStaffRepository(tx) },
    );
    return {
      result: account,
      audit: {
        action: 'staff.add',
        entityType: 'staff',
        entityId: String(account.staff.id),
        before: null,
        after: { email: account.staff.email, name: account.staff.name, role: account.staff.role },
      },
    };
  });
}
