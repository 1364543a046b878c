import { DEFAULT_PAGE_SIZE, PAGE_SIZE } from '@foundry/domain/constants/page-sizes';
import type { Page } from '@foundry/domain/paging/page';
import { resolvePaging } from '@foundry/domain/paging/page-offset';
import { toPage } from '@foundry/domain/paging/to-page';
import { requireAccount } from '../accounts/require-account.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { generationDependenciesOf, type WebfontsProjectDeps } from './own-webfonts-project.ts';
import { ensureGeneration } from './webfonts-generation-queue.ts';
import { webfontsProjectIdOf, webfontsProjectNotFound } from './webfonts-project-id.ts';
import { type WebfontsProjectNode, withProjectDetails } from './webfonts-project-node.ts';

/**
 * readWebfontsProjects and User.myWebfonts: the user's projects (not deleted), most recently changed
 * first, paged; with `id` only that project (the detail page asks with page size 1), 103 on `id`
 * when it is not theirs.
 */
export async function readWebfontsProjects(
  args: { id?: string | number | null; page?: number | null; pageSize?: number | null },
  userId: number,
  deps: Pick<ServiceDeps, 'repositories' | 'storage' | 'config' | 'logger'>,
): Promise<Page<WebfontsProjectNode>> {
  const paging = resolvePaging(args, {
    defaultPageSize: DEFAULT_PAGE_SIZE,
    maxPageSize: PAGE_SIZE.filterParameters,
  });
  let id: number | null = null;
  if (args.id != null) {
    id = webfontsProjectIdOf(args.id);
    if (id === null) throw webfontsProjectNotFound();
  }
  const rows = await deps.repositories.webfontsProjects.listOwned(userId, paging.offset, paging.limit, id);
  if (id !== null && rows.length === 0) throw webfontsProjectNotFound();
  ensureGeneration(rows, generationDependenciesOf(deps));
  return toPage(await withProjectDetails(deps.repositories, rows), paging);
}

/** The session's variant: code 1 without one. */
export function readOwnWebfontsProjects(
  args: { id?: string | number | null; page?: number | null; pageSize?: number | null },
  deps: WebfontsProjectDeps,
): Promise<Page<WebfontsProjectNode>> {
  return readWebfontsProjects(args, requireAccount(deps.viewer).id, deps);
}
