import { clubRewardClaims, clubRewards, type Db } from '@foundry/db';
import { asc, eq, sql } from '@foundry/db/orm';

export type AdminClubRewardRow = typeof clubRewards.$inferSelect & { claimsCount: number };
export type ClubRewardValues = Pick<
  typeof clubRewards.$inferInsert,
  'kind' | 'title' | 'description' | 'points' | 'stock' | 'voucherAmount' | 'status' | 'sort'
>;

// The outer row named in full: Drizzle leaves a column of a one-table query unqualified, which
// inside the subquery would name the claim's own id.
const claimsCount = sql<number>`(select count(*)::int from ${clubRewardClaims} c where c.reward_id = ${sql.raw('"club_rewards"."id"')})`;

/** The club's rewards and vouchers as staff edit them: every status, in the club page's order. */
export function createAdminClubRewardRepository(db: Db) {
  return {
    async list(): Promise<AdminClubRewardRow[]> {
      const rows = await db
        .select({ reward: clubRewards, claimsCount })
        .from(clubRewards)
        .orderBy(asc(clubRewards.sort), asc(clubRewards.id));
      return rows.map((row) => ({ ...row.reward, claimsCount: Number(row.claimsCount) }));
    },

    async find(id: number): Promise<AdminClubRewardRow | null> {
      const [row] = await db
        .select({ reward: clubRewards, claimsCount })
        .from(clubRewards)
        .where(eq(clubRewards.id, id));
      return row ? { ...row.reward, claimsCount: Number(row.claimsCount) } : null;
    },

    /** The reward locked until the end of `tx`: a claim taking stock waits for the edit, or the edit for it. */
    async lock(tx: Db, id: number) {
      const [row] = await tx.select().from(clubRewards).where(eq(clubRewards.id, id)).for('update');
      return row ?? null;
    },

    async insert(tx: Db, values: ClubRewardValues): Promise<number> {
      const [row] = await tx.insert(clubRewards).values(values).returning({ id: clubRewards.id });
      if (!row) throw new Error('club reward not stored');
      return row.id;
    },

    async update(tx: Db, id: number, values: ClubRewardValues): Promise<void> {
      await tx.update(clubRewards).set(values).where(eq(clubRewards.id, id));
    },
  };
}
