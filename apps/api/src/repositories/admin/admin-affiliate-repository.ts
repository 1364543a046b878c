import {
  affiliateCommissions,
  affiliatePayouts,
  affiliatePrograms,
  type Db,
  orders,
  users,
} from '@foundry/db';
import { and, asc, desc, eq, inArray, isNull, sql } from '@foundry/db/orm';

/** An affiliate with what they earned and were not paid yet (EUR, the payout currency). */
export interface AffiliateBalanceRow {
  userId: number;
  email: string;
  name: string;
  codes: string;
  unpaidAmount: number;
  unpaidCount: number;
  paidAmount: number;
}

const unpaid = isNull(affiliateCommissions.payoutId);

/** Affiliates' commissions and payouts, as the owner settles them. */
export function createAdminAffiliateRepository(db: Db) {
  return {
    /** Every affiliate with a programme, those owed the most first. */
    async balances(): Promise<AffiliateBalanceRow[]> {
      const rows = await db
        .select({
          userId: users.id,
          email: users.email,
          name: users.name,
          codes: sql<string>`string_agg(distinct ${affiliatePrograms.code}, ', ')`,
          unpaidAmount: sql<number>`coalesce(sum(${affiliateCommissions.amount}) filter (where ${affiliateCommissions.payoutId} is null), 0)::int`,
          unpaidCount: sql<number>`count(${affiliateCommissions.id}) filter (where ${affiliateCommissions.payoutId} is null)::int`,
          paidAmount: sql<number>`coalesce(sum(${affiliateCommissions.amount}) filter (where ${affiliateCommissions.payoutId} is not null), 0)::int`,
        })
        .from(affiliatePrograms)
        .innerJoin(users, eq(users.id, affiliatePrograms.userId))
        .leftJoin(affiliateCommissions, eq(affiliateCommissions.programId, affiliatePrograms.id))
        .groupBy(users.id, users.email, users.name)
        .orderBy(asc(users.id));
      return rows
        .map((row) => ({
          ...row,
          unpaidAmount: Number(row.unpaidAmount),
          unpaidCount: Number(row.unpaidCount),
          paidAmount: Number(row.paidAmount),
        }))
        .sort((a, b) => b.unpaidAmount - a.unpaidAmount || a.userId - b.userId);
    },

    async affiliate(userId: number) {
      const [user] = await db
        .select({ userId: users.id, email: users.email, name: users.name })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            sql`exists (select 1 from ${affiliatePrograms} p where p.user_id = ${users.id})`,
          ),
        );
      return user ?? null;
    },

    /** Commissions not yet paid out, oldest first, with the order they came from. */
    unpaidCommissions(userId: number) {
      return db
        .select({
          id: affiliateCommissions.id,
          amount: affiliateCommissions.amount,
          currency: affiliateCommissions.currency,
          createdAt: affiliateCommissions.createdAt,
          orderId: affiliateCommissions.orderId,
          invoiceNumber: orders.invoiceNumber,
          programCode: affiliatePrograms.code,
        })
        .from(affiliateCommissions)
        .innerJoin(affiliatePrograms, eq(affiliatePrograms.id, affiliateCommissions.programId))
        .innerJoin(orders, eq(orders.id, affiliateCommissions.orderId))
        .where(and(eq(affiliatePrograms.userId, userId), unpaid))
        .orderBy(asc(affiliateCommissions.createdAt), asc(affiliateCommissions.id));
    },

    /** The payouts made, newest first, with how many commissions each settled. */
    payouts(userId: number) {
      return db
        .select({
          id: affiliatePayouts.id,
          amount: affiliatePayouts.amount,
          currency: affiliatePayouts.currency,
          paidAt: affiliatePayouts.paidAt,
          reference: affiliatePayouts.reference,
          commissionsCount: sql<number>`(select count(*)::int from ${affiliateCommissions} c where c.payout_id = ${sql.raw('"affiliate_payouts"."id"')})`,
        })
        .from(affiliatePayouts)
        .where(eq(affiliatePayouts.userId, userId))
        .orderBy(desc(affiliatePayouts.paidAt), desc(affiliatePayouts.id));
    },

    /**
     * Inside `tx`: the affiliate's commissions among `ids` that are still unpaid, locked (in id order,
     * so two payouts never wait on each other crosswise). A commission another payout settled meanwhile
     * is read again after its lock and left out, so the caller sees fewer rows than it asked for.
     */
    lockUnpaid(tx: Db, userId: number, ids: readonly number[]) {
      return tx
        .select({
          id: affiliateCommissions.id,
          amount: affiliateCommissions.amount,
          currency: affiliateCommissions.currency,
        })
        .from(affiliateCommissions)
        .innerJoin(affiliatePrograms, eq(affiliatePrograms.id, affiliateCommissions.programId))
        .where(and(inArray(affiliateCommissions.id, [...ids]), eq(affiliatePrograms.userId, userId), unpaid))
        .orderBy(asc(affiliateCommissions.id))
        .for('update', { of: affiliateCommissions });
    },

    /** Inside `tx`: the payout row, and the commissions it settles pointing at it. */
    async insertPayout(
      tx: Db,
      payout: typeof affiliatePayouts.$inferInsert,
      commissionIds: readonly number[],
    ) {
      const [row] = await tx.insert(affiliatePayouts).values(payout).returning();
      if (!row) throw new Error('payout not stored');
      await tx
        .update(affiliateCommissions)
        .set({ payoutId: row.id })
        .where(and(inArray(affiliateCommissions.id, [...commissionIds]), unpaid));
      return row;
    },
  };
}

export type AdminAffiliateRepository = ReturnType<typeof createAdminAffiliateRepository>;
