import {
  clubReferrals,
  clubRewardClaims,
  clubRewards,
  clubTransactions,
  crowdfundingProjects,
  type Db,
  discountCodes,
  families,
  fontsInUse,
  orderItems,
  orders,
  users,
  webinars,
} from '@foundry/db';
import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, or, sql } from '@foundry/db/orm';
import { clubPointsExpiry } from '@foundry/domain';
import { takeBackOrderCredit } from './club-order-take-back.ts';
import { createClubReferrals } from './club-referral-repository.ts';

export type ClubRewardRow = typeof clubRewards.$inferSelect;
export type ClubRewardClaimRow = typeof clubRewardClaims.$inferSelect;

/** A voucher a member claimed: the claim, what it was worth and whether its code was used. */
export interface IssuedVoucherRow {
  claimId: number;
  rewardId: number;
  title: string;
  code: string;
  amount: number;
  currency: string;
  points: number;
  used: boolean;
  createdAt: Date;
}

/** The item kind that marks an order as bought club points (see createClubPointsOrder). */
export const CLUB_POINTS_ORDER_ITEM_KIND = 'GENERIC_PRODUCT' as const;

/** Ledger kinds of the rows an order moves: its points credited when paid, taken back when refunded. */
export const ORDER_CREDIT_KINDS = ['order', 'points_order'] as const;
export const ORDER_TAKE_BACK_KIND = 'order_refund';

const published = eq(clubRewards.status, 'PUBLISHED');
const inStock = or(isNull(clubRewards.stock), gt(clubRewards.stock, 0));

interface OrderCreditFacts {
  userId: number | null;
  status: string;
  points: number;
  club: boolean | null;
  pointsOrder: boolean;
  credited: boolean;
}

/** What decides an order's credit, in one read (locking the order when `lock`). */
async function orderCreditFacts(
  executor: Db,
  orderId: number,
  lock: boolean,
): Promise<OrderCreditFacts | null> {
  const query = executor
    .select({
      userId: orders.userId,
      status: orders.status,
      points: orders.clubPoints,
      club: users.club,
      pointsOrder: sql<boolean>`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = ${CLUB_POINTS_ORDER_ITEM_KIND})`,
      credited: sql<boolean>`exists (select 1 from ${clubTransactions} where ${clubTransactions.orderId} = ${orders.id} and ${inArray(clubTransactions.kind, [...ORDER_CREDIT_KINDS])})`,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const [row] = lock ? await query.for('update', { of: orders }) : await query;
  return row ?? null;
}

function creditDue(facts: OrderCreditFacts | null): boolean {
  return (
    facts !== null &&
    facts.userId !== null &&
    facts.status === 'PAID' &&
    facts.points > 0 &&
    !facts.credited &&
    (Boolean(facts.club) || Boolean(facts.pointsOrder))
  );
}

/**
 * Rewards, claims, vouchers and the counts of the club page. Points move only through
 * ClubPointsRepository, except an order's credit and its take-back, which this file writes under a
 * lock on the order so a redelivered payment notification cannot credit twice.
 */
export function createClubRepository(db: Db) {
  return {
    ...createClubReferrals(db),
    /** Published rewards and vouchers, in their editorial order; one row more than asked tells of a next page. */
    async listRewards(offset: number, limit: number): Promise<ClubRewardRow[]> {
      return db
        .select()
        .from(clubRewards)
        .where(published)
        .orderBy(asc(clubRewards.sort), asc(clubRewards.id))
        .limit(limit + 1)
        .offset(offset);
    },

    /** Published, in stock and at most `points`: what a member with that balance can claim now. */
    async listAffordableRewards(points: number): Promise<ClubRewardRow[]> {
      return db
        .select()
        .from(clubRewards)
        .where(and(published, inStock, gt(clubRewards.points, 0), lte(clubRewards.points, points)))
        .orderBy(asc(clubRewards.sort), asc(clubRewards.id));
    },

    async findPublishedReward(id: number): Promise<ClubRewardRow | null> {
      const rows = await db
        .select()
        .from(clubRewards)
        .where(and(eq(clubRewards.id, id), published))
        .limit(1);
      return rows[0] ?? null;
    },

    /**
     * Inside the spending's transaction (ClubPointsRepository.spend): takes one from the reward's
     * stock (a conditional update, so the last one goes once) and stores the claim; with `voucher`
     * the one-use discount code is stored too. Null when the stock ran out meanwhile.
     */
    async storeClaim(
      tx: Db,
      claim: {
        userId: number;
        reward: ClubRewardRow;
        shippingAddressId: number | null;
        voucher: { code: string; amount: number; currency: string } | null;
      },
    ): Promise<ClubRewardClaimRow | null> {
      const { reward } = claim;
      if (reward.stock !== null) {
        const taken = await tx
          .update(clubRewards)
          .set({ stock: sql`${clubRewards.stock} - 1` })
          .where(and(eq(clubRewards.id, reward.id), gt(clubRewards.stock, 0)))
          .returning({ id: clubRewards.id });
        if (taken.length === 0) return null;
      }
      if (claim.voucher) {
        await tx.insert(discountCodes).values({
          code: claim.voucher.code,
          amount: claim.voucher.amount,
          currency: claim.voucher.currency,
          maxUses: 1,
        });
      }
      const [row] = await tx
        .insert(clubRewardClaims)
        .values({
          userId: claim.userId,
          rewardId: reward.id,
          shippingAddressId: claim.shippingAddressId,
          points: reward.points,
          status: claim.voucher ? 'ISSUED' : 'PENDING',
          voucherCode: claim.voucher?.code ?? null,
        })
        .returning();
      return row ?? null;
    },

    /** The member's vouchers, newest first, with whether their code was used up. */
    async issuedVouchers(userId: number): Promise<IssuedVoucherRow[]> {
      const rows = await db
        .select({
          claimId: clubRewardClaims.id,
          rewardId: clubRewardClaims.rewardId,
          title: clubRewards.title,
          code: clubRewardClaims.voucherCode,
          amount: sql<number>`coalesce(${discountCodes.amount}, ${clubRewards.voucherAmount}, 0)`,
          currency: clubRewards.currency,
          points: clubRewardClaims.points,
          used: sql<boolean>`coalesce(${discountCodes.usedCount} >= ${discountCodes.maxUses}, false)`,
          createdAt: clubRewardClaims.createdAt,
        })
        .from(clubRewardClaims)
        .innerJoin(clubRewards, eq(clubRewards.id, clubRewardClaims.rewardId))
        .leftJoin(discountCodes, eq(discountCodes.code, clubRewardClaims.voucherCode))
        .where(and(eq(clubRewardClaims.userId, userId), eq(clubRewards.kind, 'voucher')))
        .orderBy(desc(clubRewardClaims.createdAt), desc(clubRewardClaims.id));
      return rows.flatMap((row) => (row.code ? [{ ...row, code: row.code, used: Boolean(row.used) }] : []));
    },

    /**
     * Credits a paid order's club points to its buyer once: only when no credit row names the order
     * yet, decided again under a lock on the order so two deliveries at once cannot both credit.
     * Members earn `orders.club_points`; an order of bought points (CLUB_POINTS_ORDER_ITEM_KIND) is
     * credited whatever the flag says now. One read when there is nothing to credit (a guest's
     * order, a credited one). Returns the points credited.
     */
    async creditPaidOrder(orderId: number, now: Date): Promise<number> {
      if (!creditDue(await orderCreditFacts(db, orderId, false))) return 0;
      return db.transaction(async (tx) => {
        const facts = await orderCreditFacts(tx as unknown as Db, orderId, true);
        if (!creditDue(facts) || !facts?.userId) return 0;
        await tx.insert(clubTransactions).values({
          userId: facts.userId,
          points: facts.points,
          kind: facts.pointsOrder ? 'points_order' : 'order',
          description: facts.pointsOrder
            ? `Points bought with order ${orderId}`
            : `Points for order ${orderId}`,
          orderId,
          expiresAt: clubPointsExpiry(now),
          createdAt: now,
        });
        return facts.points;
      });
    },

    /**
     * Takes back what a refunded order credited, once (a negative row naming the order). Points the
     * member already spent stay spent: the balance never goes below zero. Returns the points taken.
     */
    takeBackRefundedOrder(orderId: number, now: Date): Promise<number> {
      return takeBackOrderCredit(db, {
        orderId,
        now,
        creditKinds: ORDER_CREDIT_KINDS,
        takeBackKind: ORDER_TAKE_BACK_KIND,
        description: `Points of refunded order ${orderId}`,
      });
    },

    async memberFlags(
      userId: number,
    ): Promise<{ club: boolean; mailing: boolean; referralCode: string | null } | null> {
      const [row] = await db
        .select({ club: users.club, mailing: users.mailing, referralCode: users.referralCode })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    /** Sets the member's referral code when they have none yet; false when the code was taken. */
    async issueReferralCode(userId: number, code: string): Promise<boolean> {
      const taken = await db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.referralCode, code))
        .limit(1);
      if (taken.length > 0) return false;
      await db
        .update(users)
        .set({ referralCode: code })
        .where(and(eq(users.id, userId), isNull(users.referralCode)));
      return true;
    },

    /** The counts the club page shows, in one round of small queries. */
    async counts(userId: number, now: Date) {
      const count = sql<number>`count(*)::int`;
      const today = now.toISOString().slice(0, 10);
      const [referrals, projects, development, vouchers, upcoming, running] = await Promise.all([
        db.select({ count }).from(clubReferrals).where(eq(clubReferrals.referrerUserId, userId)),
        db.select({ count }).from(fontsInUse).where(eq(fontsInUse.userId, userId)),
        db.select({ count }).from(families).where(eq(families.preRelease, true)),
        db
          .select({ count })
          .from(clubRewardClaims)
          .innerJoin(discountCodes, eq(discountCodes.code, clubRewardClaims.voucherCode))
          .where(
            and(
              eq(clubRewardClaims.userId, userId),
              or(isNull(discountCodes.maxUses), sql`${discountCodes.usedCount} < ${discountCodes.maxUses}`),
            ),
          ),
        db
          .select({ count })
          .from(webinars)
          .where(and(eq(webinars.status, 'PUBLISHED'), gt(webinars.startsAt, now))),
        db
          .select({ count })
          .from(crowdfundingProjects)
          .where(
            and(
              eq(crowdfundingProjects.publication, 'PUBLISHED'),
              eq(crowdfundingProjects.status, 'Running'),
              gte(crowdfundingProjects.deadline, today),
            ),
          ),
      ]);
      return {
        referrals: referrals[0]?.count ?? 0,
        fontsInUseProjects: projects[0]?.count ?? 0,
        developmentFonts: development[0]?.count ?? 0,
        availableVouchers: vouchers[0]?.count ?? 0,
        upcomingWebinars: upcoming[0]?.count ?? 0,
        runningCrowdfunding: running[0]?.count ?? 0,
      };
    },
  };
}

export type ClubRepository = ReturnType<typeof createClubRepository>;
