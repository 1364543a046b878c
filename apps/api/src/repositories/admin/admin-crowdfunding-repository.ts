import {
  crowdfundingFundings,
  crowdfundingProjects,
  crowdfundingRewards,
  crowdfundingUpdates,
  type Db,
  users,
} from '@foundry/db';
import { and, asc, desc, eq, inArray, notInArray, sql } from '@foundry/db/orm';

export type AdminCrowdfundingRow = typeof crowdfundingProjects.$inferSelect & {
  fundedPoints: number;
  transactionsCount: number;
};
export type CrowdfundingValues = Pick<
  typeof crowdfundingProjects.$inferInsert,
  'url' | 'title' | 'description' | 'goalPoints' | 'deadline' | 'estimatedDelivery' | 'publication'
>;
export interface CrowdfundingRewardValues {
  id: number | null;
  title: string;
  description: string | null;
  points: number;
}

// The outer row named in full: Drizzle leaves a column of a one-table query unqualified, which
// inside the subquery would name the pledge's own id.
const projectId = sql.raw('"crowdfunding_projects"."id"');
const fundedPoints = sql<number>`(select coalesce(sum(f.points), 0)::int from ${crowdfundingFundings} f where f.project_id = ${projectId})`;
const transactionsCount = sql<number>`(select count(*)::int from ${crowdfundingFundings} f where f.project_id = ${projectId})`;

/** Crowdfunding projects as staff run them: every publication state, with their pledges. */
export function createAdminCrowdfundingRepository(db: Db) {
  const withTotals = (executor: Db) =>
    executor
      .select({ project: crowdfundingProjects, fundedPoints, transactionsCount })
      .from(crowdfundingProjects);
  const rowOf = (row: {
    project: typeof crowdfundingProjects.$inferSelect;
    fundedPoints: number;
    transactionsCount: number;
  }) => ({
    ...row.project,
    fundedPoints: Number(row.fundedPoints),
    transactionsCount: Number(row.transactionsCount),
  });
  return {
    /** The latest deadline first. */
    async list(): Promise<AdminCrowdfundingRow[]> {
      const rows = await withTotals(db).orderBy(
        desc(crowdfundingProjects.deadline),
        desc(crowdfundingProjects.id),
      );
      return rows.map(rowOf);
    },

    async find(id: number, executor: Db = db): Promise<AdminCrowdfundingRow | null> {
      const [row] = await withTotals(executor).where(eq(crowdfundingProjects.id, id));
      return row ? rowOf(row) : null;
    },

    /** Locked until the end of `tx`: a pledge waits for the edit (pledges lock the project too). */
    async lock(tx: Db, id: number) {
      const [row] = await tx
        .select()
        .from(crowdfundingProjects)
        .where(eq(crowdfundingProjects.id, id))
        .for('update');
      return row ?? null;
    },

    async urlTaken(url: string, exceptId: number | null): Promise<boolean> {
      const rows = await db
        .select({ id: crowdfundingProjects.id })
        .from(crowdfundingProjects)
        .where(eq(crowdfundingProjects.url, url));
      return rows.some((row) => row.id !== exceptId);
    },

    async insert(tx: Db, values: CrowdfundingValues): Promise<number> {
      const [row] = await tx
        .insert(crowdfundingProjects)
        .values(values)
        .returning({ id: crowdfundingProjects.id });
      if (!row) throw new Error('project not stored');
      return row.id;
    },

    async update(tx: Db, id: number, values: CrowdfundingValues): Promise<void> {
      await tx.update(crowdfundingProjects).set(values).where(eq(crowdfundingProjects.id, id));
    },

    rewardsOf(projectId: number, executor: Db = db) {
      return executor
        .select()
        .from(crowdfundingRewards)
        .where(eq(crowdfundingRewards.projectId, projectId))
        .orderBy(asc(crowdfundingRewards.sort), asc(crowdfundingRewards.points), asc(crowdfundingRewards.id));
    },

    updatesOf(projectId: number) {
      return db
        .select()
        .from(crowdfundingUpdates)
        .where(eq(crowdfundingUpdates.projectId, projectId))
        .orderBy(desc(crowdfundingUpdates.date), desc(crowdfundingUpdates.id));
    },

    /** The pledges received, newest first, with the backer and the reward chosen. */
    fundingsOf(projectId: number) {
      return db
        .select({
          id: crowdfundingFundings.id,
          points: crowdfundingFundings.points,
          createdAt: crowdfundingFundings.createdAt,
          customerId: users.id,
          customerEmail: users.email,
          rewardTitle: crowdfundingRewards.title,
        })
        .from(crowdfundingFundings)
        .innerJoin(users, eq(users.id, crowdfundingFundings.userId))
        .leftJoin(crowdfundingRewards, eq(crowdfundingRewards.id, crowdfundingFundings.rewardId))
        .where(eq(crowdfundingFundings.projectId, projectId))
        .orderBy(desc(crowdfundingFundings.createdAt), desc(crowdfundingFundings.id));
    },

    /** Rewards of the project that pledges chose, among `ids`. */
    async pledgedRewardIds(tx: Db, ids: readonly number[]): Promise<number[]> {
      if (ids.length === 0) return [];
      const rows = await tx
        .selectDistinct({ id: crowdfundingFundings.rewardId })
        .from(crowdfundingFundings)
        .where(inArray(crowdfundingFundings.rewardId, [...ids]));
      return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
    },

    /** The project's rewards become `rewards`, in that order: kept ones updated, others added, the rest removed. */
    async replaceRewards(
      tx: Db,
      projectId: number,
      rewards: readonly CrowdfundingRewardValues[],
    ): Promise<void> {
      const kept = rewards.flatMap((reward) => (reward.id === null ? [] : [reward.id]));
      await tx
        .delete(crowdfundingRewards)
        .where(
          and(
            eq(crowdfundingRewards.projectId, projectId),
            kept.length > 0 ? notInArray(crowdfundingRewards.id, kept) : undefined,
          ),
        );
      for (const [sort, reward] of rewards.entries()) {
        const values = { title: reward.title, description: reward.description, points: reward.points, sort };
        if (reward.id === null) await tx.insert(crowdfundingRewards).values({ ...values, projectId });
        else
          await tx
            .update(crowdfundingRewards)
            .set(values)
            .where(and(eq(crowdfundingRewards.id, reward.id), eq(crowdfundingRewards.projectId, projectId)));
      }
    },

    async insertUpdate(tx: Db, update: typeof crowdfundingUpdates.$inferInsert) {
      const [row] = await tx.insert(crowdfundingUpdates).values(update).returning();
      if (!row) throw new Error('update not stored');
      return row;
    },
  };
}

export type AdminCrowdfundingRepository = ReturnType<typeof createAdminCrowdfundingRepository>;
