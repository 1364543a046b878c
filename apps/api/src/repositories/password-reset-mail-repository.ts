import { type Db, passwordResetMails } from '@foundry/db';
import { and, eq, gt, lte, sql } from '@foundry/db/orm';

// First key of the two-key advisory locks: password-reset mails, apart from every other lock.
const PASSWORD_RESET_LOCK_SPACE = 5_150_003;

/** The password-reset mails sent per account, counted in the database so every process shares them. */
export function createPasswordResetMailRepository(db: Db) {
  return {
    /**
     * Records a mail to the account at `at` when fewer than `max` were sent since `since`, and says
     * whether it did. An advisory lock on the account makes concurrent requests (in any process)
     * count one after another; the account's rows from before the window are removed on the way.
     */
    reserve(userId: number, { at, since, max }: { at: Date; since: Date; max: number }): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${PASSWORD_RESET_LOCK_SPACE}, ${userId})`);
        await tx
          .delete(passwordResetMails)
          .where(and(eq(passwordResetMails.userId, userId), lte(passwordResetMails.sentAt, since)));
        const [row] = await tx
          .select({ count: sql<number>`count(*)::int` })
          .from(passwordResetMails)
          .where(and(eq(passwordResetMails.userId, userId), gt(passwordResetMails.sentAt, since)));
        if ((row?.count ?? 0) >= max) return false;
        await tx.insert(passwordResetMails).values({ userId, sentAt: at });
        return true;
      });
    },
  };
}

export type PasswordResetMailRepository = ReturnType<typeof createPasswordResetMailRepository>;
