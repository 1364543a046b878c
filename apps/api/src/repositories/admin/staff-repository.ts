import { type Db, staffMembers, staffSessions } from '@foundry/db';
import { and, eq, gt, sql } from '@foundry/db/orm';
import type { StaffRole } from '@foundry/domain/staff/staff-roles';

/** A staff member as the admin API's context carries it. */
export interface StaffViewer {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffCredentials extends StaffViewer {
  passwordHash: string;
  totpSecret: string | null;
  isDemo: boolean;
}

export interface NewStaffMember {
  email: string;
  name: string;
  role: StaffRole;
  passwordHash: string;
  totpSecret: string | null;
}

const viewerColumns = {
  id: staffMembers.id,
  email: staffMembers.email,
  name: staffMembers.name,
  role: staffMembers.role,
};

/** Staff accounts and their sessions. */
export function createStaffRepository(db: Db) {
  return {
    async findCredentialsByEmail(email: string): Promise<StaffCredentials | null> {
      const rows = await db
        .select({
          ...viewerColumns,
          passwordHash: staffMembers.passwordHash,
          totpSecret: staffMembers.totpSecret,
          isDemo: staffMembers.isDemo,
        })
        .from(staffMembers)
        .where(
          and(
            sql`lower(${staffMembers.email}) = ${email.trim().toLowerCase()}`,
            sql`${staffMembers.disabledAt} is null`,
          ),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async insert(member: NewStaffMember): Promise<StaffViewer> {
      const [row] = await db.insert(staffMembers).values(member).returning(viewerColumns);
      if (!row) throw new Error('The staff member was not stored.');
      return row;
    },

    async insertSession(session: { tokenHash: string; staffId: number; expiresAt: Date; now: Date }) {
      await db.insert(staffSessions).values({
        tokenHash: session.tokenHash,
        staffId: session.staffId,
        expiresAt: session.expiresAt,
        createdAt: session.now,
        lastSeenAt: session.now,
      });
    },

    /**
     * The staff member of a live session, touching it: a session seen after `idleSince` (and before
     * its expiry) lives on from `now`; any other is over. One statement, so two tabs cannot revive
     * a session that has already ended.
     */
    async touchSession(tokenHash: string, { now, idleSince }: { now: Date; idleSince: Date }) {
      const [session] = await db
        .update(staffSessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            gt(staffSessions.lastSeenAt, idleSince),
            gt(staffSessions.expiresAt, now),
          ),
        )
        .returning({ staffId: staffSessions.staffId });
      if (!session) return null;
      const rows = await db
        .select(viewerColumns)
        .from(staffMembers)
        .where(and(eq(staffMembers.id, session.staffId), sql`${staffMembers.disabledAt} is null`))
        .limit(1);
      return rows[0] ?? null;
    },

    async deleteSession(tokenHash: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
