import { type CrowdfundingSchedule, crowdfundingCanBeFunded } from './crowdfunding-status.ts';

export interface CrowdfundingPledge {
  points: number;
  /** The reward the backer chose, with the points it asks for; null for a pledge without a reward. */
  reward: { points: number } | null;
}

/**
 * Why a pledge is refused, as catalogue codes: 401 the project cannot be funded (not Running, or the
 * deadline day is over); 403 the points are not a whole number greater than 0, or do not cover the
 * chosen reward (`rewardMinimum` then says how many it needs). Null when the pledge may go ahead; the
 * balance (404) is checked by the ledger when the points are spent.
 */
export type CrowdfundingPledgeRefusal = { code: 401 } | { code: 403; rewardMinimum: number | null };

export function crowdfundingPledgeRefusal(
  project: CrowdfundingSchedule,
  pledge: CrowdfundingPledge,
  now: Date,
): CrowdfundingPledgeRefusal | null {
  if (!crowdfundingCanBeFunded(project, now)) return { code: 401 };
  if (!Number.isInteger(pledge.points) || pledge.points <= 0) return { code: 403, rewardMinimum: null };
  if (pledge.reward && pledge.points < pledge.reward.points) {
    return { code: 403, rewardMinimum: pledge.reward.points };
  }
  return null;
}
