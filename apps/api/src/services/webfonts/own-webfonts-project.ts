import type { WebfontsProjectRow } from '../../repositories/webfonts-project-rows.ts';
import { requireAccount } from '../accounts/require-account.ts';
import type { ServiceDeps } from '../service-deps.ts';
import type { GenerationQueueDependencies } from './webfonts-generation-queue.ts';
import { webfontsProjectIdOf, webfontsProjectNotFound } from './webfonts-project-id.ts';
import { type WebfontsProjectNode, withProjectDetails } from './webfonts-project-node.ts';

/** What the project use-cases read and start: the viewer, the stores and the generation queue's needs. */
export type WebfontsProjectDeps = Pick<
  ServiceDeps,
  'viewer' | 'repositories' | 'storage' | 'config' | 'logger' | 'mailer'
>;

/** The background generation's dependencies, taken from the use-case's. */
export function generationDependenciesOf(
  deps: Pick<ServiceDeps, 'repositories' | 'storage' | 'config' | 'logger'>,
): GenerationQueueDependencies {
  return {
    repositories: deps.repositories,
    storage: deps.storage,
    apiUrl: deps.config.apiUrl,
    logger: deps.logger,
  };
}

/** The project as the API answers it, with its fonts and page views. */
export async function projectNodeOf(
  row: WebfontsProjectRow,
  deps: Pick<ServiceDeps, 'repositories'>,
): Promise<WebfontsProjectNode> {
  const [node] = await withProjectDetails(deps.repositories, [row]);
  if (!node) throw webfontsProjectNotFound();
  return node;
}

/** The signed-in user's project `id` (code 1 without a session, 103 on `id` when it is not theirs). */
export async function ownProject(
  id: string | number,
  deps: Pick<ServiceDeps, 'viewer' | 'repositories'>,
): Promise<{ userId: number; row: WebfontsProjectRow }> {
  const user = requireAccount(deps.viewer);
  const projectId = webfontsProjectIdOf(id);
  const row =
    projectId === null ? null : await deps.repositories.webfontsProjects.findOwned(user.id, projectId);
  if (!row) throw webfontsProjectNotFound();
  return { userId: user.id, row };
}
