import { type Db, signInAttempts } from '@foundry/db';
import { and, eq, gt, lt, min, sql } from '@foundry/db/orm';

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

/** The most failures allowed per account and per address before attempts are refused. */
export interface FailureLimits {
  perAccount: number;
  perAddress: number;
}

/** A reserved attempt (to be marked succeeded if the password matches), or the counts over a limit. */
export type Reservation = { attemptId: number } | { exceeded: FailureCount[] };

// First key of the two-key advisory locks: sign-in attempts, apart from every other lock.
const SIGN_IN_LOCK_SPACE = 5_150_001;

type Queries = Pick<Db, 'select' | 'insert'>;

async function failuresWhere(db: Queries, where: ReturnType<typeof and>): Promise<FailureCount> {
  const rows = await db
    .select({ count: sql<number>`count(*)::int`, oldest: min(signInAttempts.attemptedAt) })
    .from(signInAttempts)
    .where(where);
  const row = rows[0];
  return { count: row?.count ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
}

const forEmail = (db: Queries, email: string, since: Date) =>
  failuresWhere(
    db,
    and(
      eq(signInAttempts.email, email.toLowerCase()),
      eq(signInAttempts.succeeded, false),
      gt(signInAttempts.attemptedAt, since),
    ),
  );

const forAddress = (db: Queries, address: string, since: Date) =>
  failuresWhere(
    db,
    and(
      eq(signInAttempts.address, address),
      eq(signInAttempts.succeeded, false),
      gt(signInAttempts.attemptedAt, since),
    ),
  );

export function createSignInAttemptRepository(db: Db) {
  return {
    async record(attempt: SignInAttempt): Promise<void> {
      await db.insert(signInAttempts).values({ ...attempt, email: attempt.email.toLowerCase() });
    },

    /**
     * Counts the failures since `since` for the account (and the address, when known) and, while both
     * are under their limits, records this attempt as a failure until `markSucceeded` says otherwise.
     * Advisory locks on the account and the address make concurrent attempts count one after another,
     * so a burst cannot get more password checks than the limit (docs/security.md).
     */
    reserve(
      attempt: { email: string; address: string | null; attemptedAt: Date; since: Date },
      limits: FailureLimits,
    ): Promise<Reservation> {
      const email = attempt.email.toLowerCase();
      return db.transaction(async (tx) => {
        // Always the account first, then the address: two attempts never wait for each other in a cycle.
        await tx.execute(
          sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_SPACE}, hashtext(${`email:${email}`}))`,
        );
        if (attempt.address !== null) {
          await tx.execute(
            sql`select pg_advisory_xact_lock(${SIGN_IN_LOCK_SPACE}, hashtext(${`address:${attempt.address}`}))`,
          );
        }
        const exceeded: FailureCount[] = [];
        const byAccount = await forEmail(tx, email, attempt.since);
        if (byAccount.count >= limits.perAccount) exceeded.push(byAccount);
        if (attempt.address !== null) {
          const byAddress = await forAddress(tx, attempt.address, attempt.since);
          if (byAddress.count >= limits.perAddress) exceeded.push(byAddress);
        }
        if (exceeded.length > 0) return { exceeded };
        const [row] = await tx
          .insert(signInAttempts)
          .values({ email, address: attempt.address, succeeded: false, attemptedAt: attempt.attemptedAt })
          .returning({ id: signInAttempts.id });
        if (!row) throw new Error('The sign-in attempt was not recorded.');
        return { attemptId: row.id };
      });
    },

    /** The password matched: the reserved attempt no longer counts as a failure. */
    async markSucceeded(attemptId: number): Promise<void> {
      await db.update(signInAttempts).set({ succeeded: true }).where(eq(signInAttempts.id, attemptId));
    },

    /** Forgets attempts made before `before` (a scheduled job); how many were removed. */
    async deleteOlderThan(before: Date): Promise<number> {
      const removed = await db
        .delete(signInAttempts)
        .where(lt(signInAttempts.attemptedAt, before))
        .returning({ id: signInAttempts.id });
      return removed.length;
    },
  };
}

export type SignInAttemptRepository = ReturnType<typeof createSignInAttemptRepository>;
