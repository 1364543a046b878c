import { PAGE_SIZE, toPage } from '@foundry/domain';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { ClubPointsLedger, ClubTransactionRow } from './club-deps.ts';

/** readClubTransactionHistory: the signed-in user's points moves, newest first, 20 a page. Code 1 without a session. */
export async function readClubTransactionHistory(
  viewer: SessionUser | null,
  args: { page?: number | null },
  clubPoints: Pick<ClubPointsLedger, 'history'>,
): Promise<Page<ClubTransactionRow>> {
  const user = requireAccount(viewer);
  const pageSize = PAGE_SIZE.clubTransactionHistory;
  const paging = resolvePaging({ page: args.page, pageSize }, { maxPageSize: pageSize });
  const rows = await clubPoints.history(user.id, paging.page, pageSize);
  return toPage(rows, paging);
}
