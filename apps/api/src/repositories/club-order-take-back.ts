import { clubTransactions, type Db, orders } from '@foundry/db';
import { eq } from '@foundry/db/orm';

interface TakeBack {
  orderId: number;
  now: Date;
  /** The ledger kinds of the credit this take-back reverses (the first such row of the order). */
  creditKinds: readonly string[];
  /** The ledger kind of the reversing row; its presence means the credit was taken back already. */
  takeBackKind: string;
  description: string;
}

/**
 * Takes back a credit a refunded order earned, once: a negative row of `takeBackKind` naming the
 * order, written only while none exists, decided under a lock on the order so two refunds at once
 * take back once. Points already spent stay spent (the balance never goes below zero). The points
 * taken back; 0 when the order earned no such credit or it was taken back before. The order's own
 * points (club-repository) and a referral's (club-referral-repository) are taken back this way.
 */
export async function takeBackOrderCredit(db: Db, take: TakeBack): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, take.orderId)).for('update');
    const rows = await tx
      .select({
        userId: clubTransactions.userId,
        points: clubTransactions.points,
        kind: clubTransactions.kind,
      })
      .from(clubTransactions)
      .where(eq(clubTransactions.orderId, take.orderId));
    const credit = rows.find((row) => take.creditKinds.includes(row.kind));
    if (!credit || rows.some((row) => row.kind === take.takeBackKind)) return 0;
    await tx.insert(clubTransactions).values({
      userId: credit.userId,
      points: -credit.points,
      kind: take.takeBackKind,
      description: take.description,
      orderId: take.orderId,
      expiresAt: null,
      createdAt: take.now,
    });
    return credit.points;
  });
}
