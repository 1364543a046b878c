import type { StoredImage } from '@foundry/db';
import { crowdfundingGoalProgress } from '@foundry/domain/club/crowdfunding-progress';
import { crowdfundingStatusAt, type FundingStatus } from '@foundry/domain/club/crowdfunding-status';
import type {
  CrowdfundingProjectTotals,
  CrowdfundingRewardRow,
  CrowdfundingUpdateRow,
} from '../../repositories/crowdfunding-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';

/** A project as the API answers it: its status at the moment of reading, totals, rewards and updates. */
export interface CrowdfundingProjectNode {
  id: number;
  title: string;
  description: string | null;
  status: FundingStatus;
  goal: number;
  deadline: string;
  estimatedDelivery: string | null;
  fundedDate: string | null;
  goalProgress: number;
  fundedPoints: number;
  transactionsCount: number;
  logo: StoredImage | null;
  rewards: CrowdfundingRewardRow[];
  updates: CrowdfundingUpdateRow[];
}

/** Builds the nodes of a page of projects with two more statements (rewards, updates) in all. */
export async function crowdfundingProjectNodes(
  rows: readonly CrowdfundingProjectTotals[],
  crowdfunding: Pick<Repositories['crowdfunding'], 'rewardsOf' | 'updatesOf'>,
  now: Date,
): Promise<CrowdfundingProjectNode[]> {
  const ids = rows.map((row) => row.id);
  const [rewards, updates] = await Promise.all([crowdfunding.rewardsOf(ids), crowdfunding.updatesOf(ids)]);
  return rows.map((row) => {
    const status = crowdfundingStatusAt(row, now);
    return {
      id: row.id,
      title: row.title,
      description: row.description,
      status,
      goal: row.goalPoints,
      deadline: row.deadline,
      estimatedDelivery: row.estimatedDelivery,
      fundedDate: row.fundedDate,
      goalProgress: crowdfundingGoalProgress(row.fundedPoints, row.goalPoints, status),
      fundedPoints: row.fundedPoints,
      transactionsCount: row.transactionsCount,
      logo: row.logo,
      rewards: rewards.filter((reward) => reward.projectId === row.id),
      updates: updates.filter((update) => update.projectId === row.id),
    };
  });
}
