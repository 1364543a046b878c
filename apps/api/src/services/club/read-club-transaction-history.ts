import { PAGE_SIZE, toPage } from '@foundry/domain';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { ClubPointsLedger, ClubTransactionRow } from './club-deps.ts';

/** The most moves one page of the history holds (a client may ask for fewer or more than the account's 20). */
export const CLUB_HISTORY_MAX_PAGE_SIZE = 100;

/** readClubTransactionHistory: the signed-in user's points moves, newest first, 20 a page by default. Code 1 without a session. */
export async function readClubTransactionHistory(
  viewer: SessionUser | null,
  args: { page?: number | null; pageSize?: number | null },
  clubPoints: Pick<ClubPointsLedger, 'history'>,
): Promise<Page<ClubTransactionRow>> {
  const user = requireAccount(viewer);
  const paging = resolvePaging(args, {
    defaultPageSize: PAGE_SIZE.clubTransactionHistory,
    maxPageSize: CLUB_HISTORY_MAX_PAGE_SIZE,
  });
  const rows = await clubPoints.history(user.id, paging.page, paging.pageSize);
  return toPage(rows, paging);
}
