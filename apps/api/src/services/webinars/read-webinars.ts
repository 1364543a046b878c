import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { isClubMember } from './is-club-member.ts';
import { type WebinarNode, webinarNode } from './webinar-node.ts';

/**
 * readWebinars: the club's webinars for a signed-in reader (code 1 without a session), upcoming and
 * live first, then past; page size 100. Everyone signed in sees what is on; only club members get
 * the link to join or watch.
 */
export async function readWebinars(
  args: { page?: number | null; pageSize?: number | null },
  viewer: SessionUser | null,
  deps: { repositories: Repositories; apiUrl: string },
  now = new Date(),
): Promise<Page<WebinarNode>> {
  const user = requireAccount(viewer);
  const paging = resolvePaging(args, {
    defaultPageSize: PAGE_SIZE.webinars,
    maxPageSize: PAGE_SIZE.webinars,
  });
  const [rows, clubMember] = await Promise.all([
    deps.repositories.webinars.list(now, paging.offset, paging.limit),
    isClubMember(user, deps.repositories.users),
  ]);
  const reader = { clubMember, apiUrl: deps.apiUrl, now };
  return toPage(
    rows.map((row) => webinarNode(row, reader)),
    paging,
  );
}
