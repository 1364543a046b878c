import { DEFAULT_PAGE_SIZE, PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import type { Repositories } from '../../repositories/repositories.ts';
import type { SessionUser } from '../../repositories/session-repository.ts';
import type { PublicationStatus } from '../../repositories/user-fonts-in-use-repository.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { FontsInUseNode } from '../fonts-in-use/read-fonts-in-use.ts';
import { userFontsInUseIdOf, userFontsInUseNotFound } from './user-fonts-in-use-id.ts';
import { withFamilies } from './user-fonts-in-use-node.ts';

/** readUserFontsInUse: the caller's own projects, newest first, paged; optionally of one status. */
export async function readUserFontsInUse(
  args: { page?: number | null; pageSize?: number | null; status?: PublicationStatus | null },
  viewer: SessionUser | null,
  repositories: Repositories,
): Promise<Page<FontsInUseNode>> {
  const user = requireAccount(viewer);
  const status = args.status ?? null;
  const paging = resolvePaging(args, {
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: PAGE_SIZE.filterParameters,
  });
  const rows = await repositories.userFontsInUse.listOwned(user.id, status, paging.offset, paging.limit);
  return toPage(await withFamilies(repositories, rows), paging);
}

/** readUserFontsInUseProject: one of the caller's projects (for its edit form); 103 on `id` otherwise. */
export async function readUserFontsInUseProject(
  args: { id: string | number },
  viewer: SessionUser | null,
  repositories: Repositories,
): Promise<FontsInUseNode> {
  const user = requireAccount(viewer);
  const id = userFontsInUseIdOf(args.id);
  const row = id === null ? null : await repositories.userFontsInUse.findOwned(user.id, id);
  if (!row) throw userFontsInUseNotFound();
  const [node] = await withFamilies(repositories, [row]);
  if (!node) throw userFontsInUseNotFound();
  return node;
}
