import { canDeleteProject } from '@foundry/domain/webfonts/webfonts-status';
import { ownProject, type WebfontsProjectDeps } from './own-webfonts-project.ts';
import { webfontsProjectInvalid } from './webfonts-project-id.ts';

/** deleteWebfontsProject: marks the user's project DELETED (its page views stay as billing history). */
export async function deleteWebfontsProject(
  args: { id: string | number },
  deps: WebfontsProjectDeps,
): Promise<boolean> {
  const { userId, row } = await ownProject(args.id, deps);
  if (!canDeleteProject(row.status)) {
    throw webfontsProjectInvalid(
      { id: 'This project cannot be deleted while its bill is unpaid.' },
      'The project cannot be deleted.',
    );
  }
  return (await deps.repositories.webfontsProjects.setStatus(userId, row.id, 'DELETED')) !== null;
}
