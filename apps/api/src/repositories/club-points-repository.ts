import { clubTransactions, type Db, users } from '@foundry/db';
import { desc, eq } from '@foundry/db/orm';
import { type ClubPointsBalance, clubPointsBalance, clubPointsExpiry } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';

export type ClubTransactionRow = typeof clubTransactions.$inferSelect;

/** One move of points: what the member sees in their history. */
export interface ClubPointsMove {
  userId: number;
  points: number;
  kind: string;
  description: string;
  orderId?: number | null;
}

type Executor = Pick<Db, 'select' | 'insert' | 'execute'>;

async function balanceWith(executor: Executor, userId: number, now: Date): Promise<ClubPointsBalance> {
  const entries = await executor
    .select({
      points: clubTransactions.points,
      createdAt: clubTransactions.createdAt,
      expiresAt: clubTransactions.expiresAt,
    })
    .from(clubTransactions)
    .where(eq(clubTransactions.userId, userId));
  return clubPointsBalance(entries, now);
}

/**
 * Records a staff adjustment inside the caller's transaction `tx` (the back office's audited write):
 * added points lapse as earned ones do; taken points must be in the balance (the member's row is
 * locked first, as for spending). Answers null when the balance is short.
 */
export async function adjustClubPoints(
  tx: Db,
  move: ClubPointsMove,
  now: Date,
): Promise<{ row: ClubTransactionRow; balanceBefore: number } | null> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, move.userId)).for('update');
  const balanceBefore = (await balanceWith(tx, move.userId, now)).points;
  if (move.points < 0 && balanceBefore + move.points < 0) return null;
  const [row] = await tx
    .insert(clubTransactions)
    .values({ ...move, expiresAt: move.points > 0 ? clubPointsExpiry(now) : null, createdAt: now })
    .returning();
  if (!row) throw new Error('club transaction not stored');
  return { row, balanceBefore };
}

/**
 * The club points ledger, the one place points are earned and spent (the balance rule is
 * `clubPointsBalance` in the domain). Spending locks the member's row first, so two claims at
 * once cannot both spend the same points.
 */
export function createClubPointsRepository(db: Db) {
  return {
    /** Points the member has now, and the soonest of them to lapse. */
    balance(userId: number, now = new Date()): Promise<ClubPointsBalance> {
      return balanceWith(db, userId, now);
    },

    /** Earned points, lapsing after CLUB_POINTS_VALID_MONTHS. */
    async earn(move: ClubPointsMove, now = new Date()): Promise<ClubTransactionRow> {
      if (move.points <= 0) throw new AppError(ERROR_CODE.POINTS_MUST_BE_POSITIVE);
      const [row] = await db
        .insert(clubTransactions)
        .values({ ...move, expiresAt: clubPointsExpiry(now), createdAt: now })
        .returning();
      if (!row) throw new Error('club transaction not stored');
      return row;
    },

    /**
     * Spends `move.points` (a positive number) and runs `alongside` in the same transaction, so a
     * claim and its spending are stored together or not at all. 403 for zero or less, 404 when the
     * balance is short.
     */
    async spend<T>(
      move: ClubPointsMove,
      alongside: (tx: Db, transaction: ClubTransactionRow) => Promise<T>,
      now = new Date(),
    ): Promise<T> {
      if (!Number.isInteger(move.points) || move.points <= 0) {
        throw new AppError(ERROR_CODE.POINTS_MUST_BE_POSITIVE);
      }
      return db.transaction(async (tx) => {
        await tx.select({ id: users.id }).from(users).where(eq(users.id, move.userId)).for('update');
        if ((await balanceWith(tx, move.userId, now)).points < move.points) {
          throw new AppError(ERROR_CODE.POINTS_NOT_ENOUGH);
        }
        const [row] = await tx
          .insert(clubTransactions)
          .values({ ...move, points: -move.points, expiresAt: null, createdAt: now })
          .returning();
        if (!row) throw new Error('club transaction not stored');
        return alongside(tx as unknown as Db, row);
      });
    },

    /** The member's history, newest first (page size 20 in the account). */
    async history(userId: number, page: number, pageSize: number): Promise<ClubTransactionRow[]> {
      return db
        .select()
        .from(clubTransactions)
        .where(eq(clubTransactions.userId, userId))
        .orderBy(desc(clubTransactions.createdAt), desc(clubTransactions.id))
        .limit(pageSize + 1)
        .offset((page - 1) * pageSize);
    },
  };
}
