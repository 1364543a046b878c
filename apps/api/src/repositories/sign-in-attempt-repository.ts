import { type Db, signInAttempts } from '@foundry/db';
import { and, eq, gt, min, sql } from '@foundry/db/orm';

export interface SignInAttempt {
  email: string;
  address: string | null;
  succeeded: boolean;
  attemptedAt: Date;
}

/** How many failures there were since a moment, and when the oldest of them happened. */
export interface FailureCount {
  count: number;
  oldest: Date | null;
}

export function createSignInAttemptRepository(db: Db) {
  const failuresWhere = async (where: ReturnType<typeof and>): Promise<FailureCount> => {
    const rows = await db
      .select({ count: sql<number>`count(*)::int`, oldest: min(signInAttempts.attemptedAt) })
      .from(signInAttempts)
      .where(where);
    const row = rows[0];
    return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
  };

  return {
    async record(attempt: SignInAttempt): Promise<void> {
      await db.insert(signInAttempts).values({ ...attempt, email: attempt.email.toLowerCase() });
    },

    /** Failed attempts for an account after `since`. */
    failuresForEmail(email: string, since: Date): Promise<FailureCount> {
      return failuresWhere(
        and(
          eq(signInAttempts.email, email.toLowerCase()),
          eq(signInAttempts.succeeded, false),
          gt(signInAttempts.attemptedAt, since),
        ),
      );
    },

    /** Failed attempts from a client address after `since`. */
    failuresForAddress(address: string, since: Date): Promise<FailureCount> {
      return failuresWhere(
        and(
          eq(signInAttempts.address, address),
          eq(signInAttempts.succeeded, false),
          gt(signInAttempts.attemptedAt, since),
        ),
      );
    },
  };
}

export type SignInAttemptRepository = ReturnType<typeof createSignInAttemptRepository>;
