import { type Db, fontsInUse, users } from '@foundry/db';
import { and, desc, eq, isNotNull, sql } from '@foundry/db/orm';

export interface SubmissionRow {
  id: number;
  title: string;
  url: string;
  description: string | null;
  designer: string | null;
  status: string;
  createdAt: Date;
  customerEmail: string | null;
  customerName: string | null;
}

const columns = {
  id: fontsInUse.id,
  title: fontsInUse.title,
  url: fontsInUse.url,
  description: fontsInUse.description,
  designer: fontsInUse.designer,
  status: fontsInUse.status,
  createdAt: fontsInUse.createdAt,
  customerEmail: users.email,
  customerName: users.name,
};

/** Fonts-in-use showcases customers submitted, for review. */
export function createAdminSubmissionRepository(db: Db) {
  return {
    async list(status: 'PENDING' | 'PUBLISHED' | 'UNPUBLISHED' | null): Promise<SubmissionRow[]> {
      return db
        .select(columns)
        .from(fontsInUse)
        .innerJoin(users, eq(users.id, fontsInUse.userId))
        .where(and(isNotNull(fontsInUse.userId), status ? eq(fontsInUse.status, status) : undefined))
        .orderBy(desc(fontsInUse.createdAt), desc(fontsInUse.id))
        .limit(200);
    },

    async findById(id: number): Promise<SubmissionRow | null> {
      const rows = await db
        .select(columns)
        .from(fontsInUse)
        .innerJoin(users, eq(users.id, fontsInUse.userId))
        .where(eq(fontsInUse.id, id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Moves a PENDING submission to `to`; null when it was no longer pending (reviewed by someone else). */
    async review(id: number, to: 'PUBLISHED' | 'UNPUBLISHED', now: Date): Promise<{ status: string } | null> {
      const [row] = await db
        .update(fontsInUse)
        .set({ status: to, updatedAt: now })
        .where(
          and(eq(fontsInUse.id, id), eq(fontsInUse.status, 'PENDING'), sql`${fontsInUse.userId} is not null`),
        )
        .returning({ status: fontsInUse.status });
      return row ?? null;
    },
  };
}

export type AdminSubmissionRepository = ReturnType<typeof createAdminSubmissionRepository>;
