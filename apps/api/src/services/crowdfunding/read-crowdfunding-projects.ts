import { PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import { type CrowdfundingProjectNode, crowdfundingProjectNodes } from './crowdfunding-project-node.ts';

/**
 * readCrowdfundingProjects: the club's published projects for a signed-in reader (code 1 without a
 * session), Running ones first; page size 100.
 */
export async function readCrowdfundingProjects(
  args: { page?: number | null; pageSize?: number | null },
  viewer: SessionUser | null,
  repositories: Repositories,
  now = new Date(),
): Promise<Page<CrowdfundingProjectNode>> {
  requireAccount(viewer);
  const paging = resolvePaging(args, {
    defaultPageSize: PAGE_SIZE.crowdfunding,
    maxPageSize: PAGE_SIZE.crowdfunding,
  });
  const rows = await repositories.crowdfunding.list(paging.offset, paging.limit);
  const page = toPage(rows, paging);
  return { ...page, nodes: await crowdfundingProjectNodes(page.nodes, repositories.crowdfunding, now) };
}
