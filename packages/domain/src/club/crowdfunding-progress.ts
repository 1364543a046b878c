import type { FundingStatus } from './crowdfunding-status.ts';

/**
 * How far a crowdfunding project is towards its goal, as a fraction from 0 to 1 (0.25 is a quarter of
 * the goal). A project funded beyond its goal stays at 1: `fundedPoints` tells by how much. A Funded
 * project is at 1 whatever was recorded (pledges may have come in before the shop's ledger). Rounded
 * to four decimals so a progress bar and its announced value agree.
 */
export function crowdfundingGoalProgress(
  fundedPoints: number,
  goalPoints: number,
  status: FundingStatus = 'Running',
): number {
  if (goalPoints <= 0 || status === 'Funded') return 1;
  const fraction = Math.min(1, Math.max(0, fundedPoints / goalPoints));
  return Math.round(fraction * 10_000) / 10_000;
}

/**
 * The progress as a whole percentage for people (0–100), never 100 before the goal is reached; 100
 * for a Funded project, as crowdfundingGoalProgress.
 */
export function crowdfundingGoalPercent(
  fundedPoints: number,
  goalPoints: number,
  status: FundingStatus = 'Running',
): number {
  if (goalPoints <= 0 || fundedPoints >= goalPoints || status === 'Funded') return 100;
  return Math.min(99, Math.floor((Math.max(0, fundedPoints) / goalPoints) * 100));
}
