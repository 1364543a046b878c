import { type Db, users } from '@foundry/db';
import { eq } from '@foundry/db/orm';
import type { SessionRepository } from '../../repositories/session-repository.ts';
import { readSession } from '../../sessions/read-session.ts';

/**
 * Who may see the previews of a family in development: a signed-in club member, as for its trials
 * (see docs/font-previews.md). Read from the request's session cookie.
 */
export function createPreReleaseAccess(db: Db, sessions: SessionRepository) {
  return async function mayViewPreRelease(cookieHeader: string | null): Promise<boolean> {
    const { user } = await readSession(sessions, cookieHeader);
    if (!user) return false;
    const [row] = await db.select({ club: users.club }).from(users).where(eq(users.id, user.id)).limit(1);
    return row?.club === true;
  };
}

export type MayViewPreRelease = ReturnType<typeof createPreReleaseAccess>;
