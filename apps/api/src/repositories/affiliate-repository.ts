import {
  affiliateCommissions,
  affiliatePrograms,
  affiliateVisits,
  type Db,
  orders,
  users,
} from '@foundry/db';
import { and, asc, desc, eq, gte, isNull, lt, sql } from '@foundry/db/orm';
import { affiliateCommission, earnsAffiliateCommission, money } from '@foundry/domain';

export type AffiliateProgramRow = typeof affiliatePrograms.$inferSelect;

/** What the payment repository's transaction lends the commission functions. */
type Executor = Pick<Db, 'select' | 'insert' | 'delete'>;

/** A paid order attributed to one of the affiliate's programmes, without anything of its buyer. */
export interface AffiliateOrderRow {
  orderId: number;
  paidAt: Date;
  netAmount: number;
  commissionAmount: number;
  currency: string;
  programCode: string;
}

/**
 * Stores the commission of an order that has just become PAID, once: only when its affiliate_id is
 * the code of an ACTIVE programme that is not the buyer's own (earnsAffiliateCommission), and never
 * twice (affiliate_commissions.order_id is unique; a second call inserts nothing). Called inside the
 * transaction that makes the order PAID, so the two are stored together or not at all.
 */
export async function recordAffiliateCommission(
  executor: Executor,
  orderId: number,
  now: Date = new Date(),
): Promise<boolean> {
  const [row] = await executor
    .select({
      buyerUserId: orders.userId,
      subTotalAmount: orders.subTotalAmount,
      discountAmount: orders.discountAmount,
      currency: orders.currency,
      programId: affiliatePrograms.id,
      programUserId: affiliatePrograms.userId,
      status: affiliatePrograms.status,
      commissionBp: affiliatePrograms.commissionBp,
    })
    .from(orders)
    .innerJoin(affiliatePrograms, eq(affiliatePrograms.code, orders.affiliateId))
    .where(eq(orders.id, orderId));
  if (!row || !earnsAffiliateCommission({ status: row.status, userId: row.programUserId }, row.buyerUserId)) {
    return false;
  }
  // A mistyped rate on the programme must never undo the payment this runs inside: no commission.
  if (!Number.isSafeInteger(row.commissionBp) || row.commissionBp < 0 || row.commissionBp > 10_000)
    return false;
  const amount = affiliateCommission(
    { subTotal: money(row.subTotalAmount, row.currency), discount: money(row.discountAmount, row.currency) },
    row.commissionBp,
  );
  const inserted = await executor
    .insert(affiliateCommissions)
    .values({
      programId: row.programId,
      orderId,
      amount: amount.amount,
      currency: amount.currency,
      createdAt: now,
    })
    .onConflictDoNothing({ target: affiliateCommissions.orderId })
    .returning({ id: affiliateCommissions.id });
  return inserted.length > 0;
}

/** A refunded order earns nothing: its commission goes, unless it was already paid out. */
export async function removeUnpaidAffiliateCommission(executor: Executor, orderId: number): Promise<void> {
  await executor
    .delete(affiliateCommissions)
    .where(and(eq(affiliateCommissions.orderId, orderId), isNull(affiliateCommissions.payoutId)));
}

/** The affiliate programme's data: programmes, visit counters, commissions and the invoice limit. */
export function createAffiliateRepository(db: Db) {
  const ownCommissions = (userId: number) =>
    and(eq(affiliatePrograms.userId, userId), eq(affiliatePrograms.id, affiliateCommissions.programId));

  return {
    /** The account's flag and chosen invoice limit (null: the default applies). */
    async account(
      userId: number,
    ): Promise<{ showAffiliateProgramme: boolean; invoiceLimit: number | null } | null> {
      const [row] = await db
        .select({
          showAffiliateProgramme: users.showAffiliateProgramme,
          invoiceLimit: users.affiliateInvoiceLimit,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row ?? null;
    },

    programs(userId: number): Promise<AffiliateProgramRow[]> {
      return db
        .select()
        .from(affiliatePrograms)
        .where(eq(affiliatePrograms.userId, userId))
        .orderBy(asc(affiliatePrograms.id));
    },

    async programByCode(code: string): Promise<AffiliateProgramRow | null> {
      const [row] = await db.select().from(affiliatePrograms).where(eq(affiliatePrograms.code, code));
      return row ?? null;
    },

    /** One more visit on `day` (YYYY-MM-DD); a counter per programme and day, no visitor data. */
    async countVisit(programId: number, day: string): Promise<void> {
      await db
        .insert(affiliateVisits)
        .values({ programId, day, visits: 1 })
        .onConflictDoUpdate({
          target: [affiliateVisits.programId, affiliateVisits.day],
          set: { visits: sql`${affiliateVisits.visits} + 1` },
        });
    },

    async setInvoiceLimit(userId: number, limit: number): Promise<void> {
      await db.update(users).set({ affiliateInvoiceLimit: limit }).where(eq(users.id, userId));
    },

    /** The commissions not yet paid out, for the unpaid amount. */
    unpaidCommissions(
      userId: number,
    ): Promise<{ amount: number; currency: string; payoutId: number | null }[]> {
      return db
        .select({
          amount: affiliateCommissions.amount,
          currency: affiliateCommissions.currency,
          payoutId: affiliateCommissions.payoutId,
        })
        .from(affiliateCommissions)
        .innerJoin(affiliatePrograms, ownCommissions(userId))
        .where(isNull(affiliateCommissions.payoutId));
    },

    /** The newest attributed paid orders: id, date, net and commission only (never the buyer). */
    async recentOrders(userId: number, limit: number): Promise<AffiliateOrderRow[]> {
      const rows = await db
        .select({
          orderId: affiliateCommissions.orderId,
          paidAt: sql<Date>`coalesce(${orders.paidAt}, ${affiliateCommissions.createdAt})`.mapWith(
            (value: string | Date) => new Date(value),
          ),
          subTotalAmount: orders.subTotalAmount,
          discountAmount: orders.discountAmount,
          commissionAmount: affiliateCommissions.amount,
          currency: affiliateCommissions.currency,
          programCode: affiliatePrograms.code,
        })
        .from(affiliateCommissions)
        .innerJoin(affiliatePrograms, ownCommissions(userId))
        .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
        .orderBy(desc(affiliateCommissions.createdAt), desc(affiliateCommissions.id))
        .limit(limit);
      return rows.map(({ subTotalAmount, discountAmount, ...row }) => ({
        ...row,
        netAmount: Math.max(0, subTotalAmount - discountAmount),
      }));
    },

    /** Daily visit counters of all the user's programmes in [start, end). */
    async visitsBetween(userId: number, start: Date, end: Date): Promise<{ day: Date; visits: number }[]> {
      const rows = await db
        .select({ day: affiliateVisits.day, visits: affiliateVisits.visits })
        .from(affiliateVisits)
        .innerJoin(
          affiliatePrograms,
          and(eq(affiliatePrograms.id, affiliateVisits.programId), eq(affiliatePrograms.userId, userId)),
        )
        .where(and(gte(affiliateVisits.day, isoDay(start)), lt(affiliateVisits.day, isoDay(end))));
      return rows.map((row) => ({ day: new Date(`${row.day}T00:00:00Z`), visits: row.visits }));
    },

    /** Commissions of the user's programmes stored in [start, end), dated when the order was paid. */
    async commissionsBetween(
      userId: number,
      start: Date,
      end: Date,
      currency: string,
    ): Promise<{ paidAt: Date; amount: number }[]> {
      return db
        .select({ paidAt: affiliateCommissions.createdAt, amount: affiliateCommissions.amount })
        .from(affiliateCommissions)
        .innerJoin(affiliatePrograms, ownCommissions(userId))
        .where(
          and(
            eq(affiliateCommissions.currency, currency),
            gte(affiliateCommissions.createdAt, start),
            lt(affiliateCommissions.createdAt, end),
          ),
        );
    },
  };
}

/** A UTC calendar day as the date column stores it. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export type AffiliateRepository = ReturnType<typeof createAffiliateRepository>;
