import { toPage } from '@foundry/domain';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import type { ClubRepository } from '../../repositories/club-repository.ts';
import { type RewardNode, rewardNodeOf } from './club-reward-node.ts';

/** readClubRewards: every published reward and voucher, public (the /club page lists them), paged. */
export async function readClubRewards(
  args: { page?: number | null; pageSize?: number | null },
  club: Pick<ClubRepository, 'listRewards'>,
): Promise<Page<RewardNode>> {
  const paging = resolvePaging(args, { defaultPageSize: 20, maxPageSize: 100 });
  const rows = await club.listRewards(paging.offset, paging.pageSize);
  return toPage(rows.map(rewardNodeOf), paging);
}
