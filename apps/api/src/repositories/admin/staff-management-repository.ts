import { type Db, staffMembers, staffSessions } from '@foundry/db';
import { and, asc, eq, isNull, sql } from '@foundry/db/orm';
import type { StaffRole } from '@foundry/domain/staff/staff-roles';

export type StaffMemberRow = Pick<
  typeof staffMembers.$inferSelect,
  'id' | 'email' | 'name' | 'role' | 'disabledAt' | 'createdAt'
> & { hasSecondFactor: boolean };

const memberColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  role: staffMembers.role,
  disabledAt: staffMembers.disabledAt,
  createdAt: staffMembers.createdAt,
  hasSecondFactor: sql<boolean>`${staffMembers.totpSecret} is not null`,
};

/** Staff accounts as owners manage them (sign-in and sessions are in staff-repository.ts). */
export function createStaffManagementRepository(db: Db) {
  return {
    list(): Promise<StaffMemberRow[]> {
      return db
        .select(memberColumns)
        .from(staffMembers)
        .orderBy(asc(staffMembers.disabledAt), asc(staffMembers.email));
    },

    /** Whether any account, disabled ones too, has the address (the unique index counts them all). */
    async emailTaken(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: staffMembers.id })
        .from(staffMembers)
        .where(sql`lower(${staffMembers.email}) = ${email.trim().toLowerCase()}`)
        .limit(1);
      return rows.length > 0;
    },
  };
}

/**
 * Locks the active owners and the member to change, in one order (by id), inside `tx`; answers the
 * member (null when unknown) and how many active owners there are. Two owners demoting or disabling
 * each other at once wait for one another, so the last owner always stays.
 */
export async function lockForStaffChange(tx: Db, id: number) {
  const locked = await tx
    .select(memberColumns)
    .from(staffMembers)
    .where(
      sql`${staffMembers.id} = ${id} or (${staffMembers.role} = 'owner' and ${staffMembers.disabledAt} is null)`,
    )
    .orderBy(asc(staffMembers.id))
    .for('update');
  const member = locked.find((row) => row.id === id) ?? null;
  const activeOwners = locked.filter((row) => row.role === 'owner' && row.disabledAt === null).length;
  return { member, activeOwners };
}

export async function setStaffRole(tx: Db, id: number, role: StaffRole): Promise<StaffMemberRow> {
  const [row] = await tx
    .update(staffMembers)
    .set({ role })
    .where(eq(staffMembers.id, id))
    .returning(memberColumns);
  if (!row) throw new Error('staff member not updated');
  return row;
}

/** Disables the account and ends its sessions at once. */
export async function disableStaff(tx: Db, id: number, now: Date): Promise<StaffMemberRow> {
  const [row] = await tx
    .update(staffMembers)
    .set({ disabledAt: now })
    .where(and(eq(staffMembers.id, id), isNull(staffMembers.disabledAt)))
    .returning(memberColumns);
  if (!row) throw new Error('staff member not disabled');
  await tx.delete(staffSessions).where(eq(staffSessions.staffId, id));
  return row;
}

export type StaffManagementRepository = ReturnType<typeof createStaffManagementRepository>;
