import { type Db, staffMembers } from '@foundry/db';
import { sql } from '@foundry/db/orm';
import type { StaffRole } from '@foundry/domain/staff/staff-roles';
import { addStaff } from './admin-helpers.ts';

/** Adds a staff member of `role` (with a second factor); answers its id, e-mail and TOTP secret. */
export async function insertStaffMember(db: Db, role: StaffRole) {
  const { email, secret } = await addStaff(db, role);
  const [row] = await db
    .select({ id: staffMembers.id })
    .from(staffMembers)
    .where(sql`lower(${staffMembers.email}) = ${email}`);
  if (!row) throw new Error('no staff member');
  return { id: row.id, email, secret };
}
