import { clubReferrals, clubTransactions, type Db, orders, users } from '@foundry/db';
import { and, eq } from '@foundry/db/orm';
import { clubPointsExpiry, REFERRAL_POINTS } from '@foundry/domain';
import { takeBackOrderCredit } from './club-order-take-back.ts';

/** The ledger kinds of a referral's credit and of its take-back when the order that earned it is refunded. */
export const REFERRAL_CREDIT_KIND = 'referral';
export const REFERRAL_TAKE_BACK_KIND = 'referral_refund';

/**
 * Referrals (docs/club.md, "Referrals"): who signed up with whose code, and the referrer's credit
 * when the new account's first order is paid. Once: the referral row's `rewarded` flag is turned
 * on by a conditional update in the transaction that writes the credit, so a replayed payment, a
 * second order or two at once credit one row.
 */
export function createClubReferrals(db: Db) {
  return {
    /** The club member who holds this (normalised) code; null when no member does. */
    async referrerByCode(code: string): Promise<{ id: number } | null> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.referralCode, code), eq(users.club, true)));
      return row ?? null;
    },

    /** Records that `referredUserId` signed up with `referrerUserId`'s code (one referrer per account). */
    async recordReferral(referrerUserId: number, referredUserId: number): Promise<void> {
      await db.insert(clubReferrals).values({ referrerUserId, referredUserId }).onConflictDoNothing();
    },

    /**
     * Credits REFERRAL_POINTS to whoever referred the buyer of this PAID order, if the referral is not
     * rewarded yet and the referrer is (still) a club member; the points credited (0 otherwise).
     */
    async creditReferral(orderId: number, now: Date): Promise<number> {
      // One read when nothing is due (most payments): the buyer has no unrewarded referral.
      const [due] = await db
        .select({
          referrerUserId: clubReferrals.referrerUserId,
          referredUserId: clubReferrals.referredUserId,
        })
        .from(orders)
        .innerJoin(
          clubReferrals,
          and(eq(clubReferrals.referredUserId, orders.userId), eq(clubReferrals.rewarded, false)),
        )
        .innerJoin(users, eq(users.id, clubReferrals.referrerUserId))
        .where(and(eq(orders.id, orderId), eq(orders.status, 'PAID'), eq(users.club, true)));
      if (!due) return 0;
      return db.transaction(async (tx) => {
        const marked = await tx
          .update(clubReferrals)
          .set({ rewarded: true })
          .where(and(eq(clubReferrals.referredUserId, due.referredUserId), eq(clubReferrals.rewarded, false)))
          .returning({ id: clubReferrals.id });
        if (marked.length === 0) return 0;
        await tx.insert(clubTransactions).values({
          userId: due.referrerUserId,
          points: REFERRAL_POINTS,
          kind: REFERRAL_CREDIT_KIND,
          description: 'Points for a friend who joined with your referral code',
          orderId,
          expiresAt: clubPointsExpiry(now),
          createdAt: now,
        });
        return REFERRAL_POINTS;
      });
    },

    /**
     * Takes back the referral credit this order earned when it is refunded (a negative row, once);
     * the referral stays rewarded. The points taken (0 when the order earned none).
     */
    takeBackReferral(orderId: number, now: Date): Promise<number> {
      return takeBackOrderCredit(db, {
        orderId,
        now,
        creditKinds: [REFERRAL_CREDIT_KIND],
        takeBackKind: REFERRAL_TAKE_BACK_KIND,
        description: `Referral points of refunded order ${orderId}`,
      });
    },
  };
}
