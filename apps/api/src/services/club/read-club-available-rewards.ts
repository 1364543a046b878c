import type { ClubRepository } from '../../repositories/club-repository.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { ClubPointsLedger } from './club-deps.ts';
import { type RewardNode, rewardNodeOf } from './club-reward-node.ts';

/**
 * readClubAvailableRewards: what the signed-in member can claim now (isRewardAvailable: published,
 * in stock, at most their balance). Code 1 without a session; empty for an account not in the club,
 * which cannot claim.
 */
export async function readClubAvailableRewards(
  viewer: SessionUser | null,
  deps: { club: Pick<ClubRepository, 'memberFlags' | 'listAffordableRewards'>; clubPoints: ClubPointsLedger },
  now = new Date(),
): Promise<RewardNode[]> {
  const user = requireAccount(viewer);
  const flags = await deps.club.memberFlags(user.id);
  if (!flags?.club) return [];
  const { points } = await deps.clubPoints.balance(user.id, now);
  if (points <= 0) return [];
  return (await deps.club.listAffordableRewards(points)).map(rewardNodeOf);
}
