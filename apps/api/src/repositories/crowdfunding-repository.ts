import {
  crowdfundingFundings,
  crowdfundingProjects,
  crowdfundingRewards,
  crowdfundingUpdates,
  type Db,
} from '@foundry/db';
import { and, asc, desc, eq, inArray, sql } from '@foundry/db/orm';

export type CrowdfundingProjectRow = typeof crowdfundingProjects.$inferSelect;
export type CrowdfundingRewardRow = typeof crowdfundingRewards.$inferSelect;
export type CrowdfundingUpdateRow = typeof crowdfundingUpdates.$inferSelect;

/** A project with the totals of its pledges. */
export interface CrowdfundingProjectTotals extends CrowdfundingProjectRow {
  fundedPoints: number;
  transactionsCount: number;
}

export interface NewPledge {
  projectId: number;
  userId: number;
  rewardId: number | null;
  points: number;
  createdAt: Date;
}

const published = eq(crowdfundingProjects.publication, 'PUBLISHED');

// One grouped subquery per statement instead of a count per project.
function totalsOf(db: Pick<Db, 'select'>) {
  return db
    .select({
      projectId: crowdfundingFundings.projectId,
      fundedPoints: sql<number>`cast(sum(${crowdfundingFundings.points}) as integer)`.as('funded_points'),
      transactionsCount: sql<number>`cast(count(*) as integer)`.as('transactions_count'),
    })
    .from(crowdfundingFundings)
    .groupBy(crowdfundingFundings.projectId)
    .as('totals');
}

async function selectWithTotals(
  db: Pick<Db, 'select'>,
  where: ReturnType<typeof and>,
  offset: number,
  limit: number,
): Promise<CrowdfundingProjectTotals[]> {
  const totals = totalsOf(db);
  const rows = await db
    .select({
      project: crowdfundingProjects,
      fundedPoints: sql<number>`coalesce(${totals.fundedPoints}, 0)`,
      transactionsCount: sql<number>`coalesce(${totals.transactionsCount}, 0)`,
    })
    .from(crowdfundingProjects)
    .leftJoin(totals, eq(totals.projectId, crowdfundingProjects.id))
    .where(where)
    // Running projects first, the nearest deadline first; then the others, the latest first.
    .orderBy(
      desc(sql`${crowdfundingProjects.status} = 'Running'`),
      asc(
        sql`case when ${crowdfundingProjects.status} = 'Running' then ${crowdfundingProjects.deadline} end`,
      ),
      desc(crowdfundingProjects.deadline),
      asc(crowdfundingProjects.id),
    )
    .offset(offset)
    .limit(limit);
  return rows.map((row) => ({
    ...row.project,
    fundedPoints: Number(row.fundedPoints),
    transactionsCount: Number(row.transactionsCount),
  }));
}

export function createCrowdfundingRepository(db: Db) {
  return {
    /** Published projects with their totals; `limit` rows from `offset`. */
    list(offset: number, limit: number): Promise<CrowdfundingProjectTotals[]> {
      return selectWithTotals(db, and(published), offset, limit);
    },

    async findPublished(id: number): Promise<CrowdfundingProjectTotals | null> {
      const [row] = await selectWithTotals(db, and(published, eq(crowdfundingProjects.id, id)), 0, 1);
      return row ?? null;
    },

    /** The rewards of each project, cheapest first: one statement for a page. */
    async rewardsOf(projectIds: readonly number[]): Promise<CrowdfundingRewardRow[]> {
      if (projectIds.length === 0) return [];
      return db
        .select()
        .from(crowdfundingRewards)
        .where(inArray(crowdfundingRewards.projectId, [...projectIds]))
        .orderBy(asc(crowdfundingRewards.sort), asc(crowdfundingRewards.points), asc(crowdfundingRewards.id));
    },

    /** The updates of each project, newest first: one statement for a page. */
    async updatesOf(projectIds: readonly number[]): Promise<CrowdfundingUpdateRow[]> {
      if (projectIds.length === 0) return [];
      return db
        .select()
        .from(crowdfundingUpdates)
        .where(inArray(crowdfundingUpdates.projectId, [...projectIds]))
        .orderBy(desc(crowdfundingUpdates.date), desc(crowdfundingUpdates.id));
    },

    /**
     * The project, locked until the end of `tx`: pledges to one project are stored one after another,
     * so the one that reaches the goal is the one that flips the status.
     */
    async lockProject(tx: Db, id: number): Promise<CrowdfundingProjectRow | null> {
      const rows = await tx
        .select()
        .from(crowdfundingProjects)
        .where(and(published, eq(crowdfundingProjects.id, id)))
        .for('update');
      return rows[0] ?? null;
    },

    /** Stores a pledge inside `tx` and answers the project's new total. */
    async insertPledge(tx: Db, pledge: NewPledge): Promise<number> {
      await tx.insert(crowdfundingFundings).values(pledge);
      const [row] = await tx
        .select({ total: sql<number>`cast(coalesce(sum(${crowdfundingFundings.points}), 0) as integer)` })
        .from(crowdfundingFundings)
        .where(eq(crowdfundingFundings.projectId, pledge.projectId));
      return Number(row?.total ?? 0);
    },

    /** Marks the project Funded on `fundedDate` (YYYY-MM-DD), inside `tx`. */
    async markFunded(tx: Db, id: number, fundedDate: string): Promise<void> {
      await tx
        .update(crowdfundingProjects)
        .set({ status: 'Funded', fundedDate })
        .where(eq(crowdfundingProjects.id, id));
    },
  };
}

export type CrowdfundingRepository = ReturnType<typeof createCrowdfundingRepository>;
