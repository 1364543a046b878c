import { type Db, sessions, users } from '@foundry/db';
import { and, eq, gt, lte, ne } from '@foundry/db/orm';

/** The signed-in user as the API's context carries it. */
export interface SessionUser {
  id: number;
  email: string;
  name: string;
}

export interface NewSession {
  tokenHash: string;
  userId: number;
  expiresAt: Date;
  stayLoggedIn: boolean;
}

export function createSessionRepository(db: Db) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db.insert(sessions).values(session);
    },

    /** The user of an unexpired session, or null. */
    async findUserByTokenHash(tokenHash: string, now: Date): Promise<SessionUser | null> {
      const rows = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Removes sessions that expired before `now` (a scheduled job); how many were removed. */
    async deleteExpired(now: Date): Promise<number> {
      const removed = await db
        .delete(sessions)
        .where(lte(sessions.expiresAt, now))
        .returning({ id: sessions.id });
      return removed.length;
    },

    async deleteByTokenHash(tokenHash: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
    },

    /** Ends every session of a user, except the one with `keepTokenHash` when given. */
    async deleteAllForUser(userId: number, keepTokenHash: string | null = null): Promise<void> {
      await db
        .delete(sessions)
        .where(
          and(
            eq(sessions.userId, userId),
            ...(keepTokenHash === null ? [] : [ne(sessions.tokenHash, keepTokenHash)]),
          ),
        );
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
