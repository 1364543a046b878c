import { requireAccount } from '../accounts/require-account.ts';
import { checkedProjectInput } from './checked-project-input.ts';
import { inviteProjectEmails } from './invite-project-emails.ts';
import {
  generationDependenciesOf,
  ownProject,
  projectNodeOf,
  type WebfontsProjectDeps,
} from './own-webfonts-project.ts';
import { scheduleGeneration } from './webfonts-generation-queue.ts';
import type { ProjectFieldsArgs } from './webfonts-project-fields.ts';
import { webfontsProjectNotFound } from './webfonts-project-id.ts';
import type { WebfontsProjectNode } from './webfonts-project-node.ts';

/**
 * updateWebfontsProject: changes the user's project; lists given replace the stored ones. Changing
 * the fonts (or a hosted project's title, named in its CSS) makes the files again. Addresses newly
 * added to its billing or editing e-mails are told so (inviteProjectEmails).
 */
export async function updateWebfontsProject(
  args: ProjectFieldsArgs & { id: string | number },
  deps: WebfontsProjectDeps,
): Promise<WebfontsProjectNode> {
  const { userId, row: current } = await ownProject(args.id, deps);
  const changes = await checkedProjectInput(
    args,
    { type: current.type, creating: false, userId },
    deps.repositories,
  );
  if (current.type === 'self_hosting') delete changes.budget;
  const regenerate =
    changes.fonts !== undefined || (changes.title !== undefined && changes.title !== current.title);
  const emailsChange = changes.billingEmails !== undefined || changes.editingEmails !== undefined;
  const before = emailsChange ? await deps.repositories.webfontsProjects.emailsOf([current.id]) : [];
  const row = await deps.repositories.webfontsProjects.update(userId, current.id, changes, regenerate);
  if (!row) throw webfontsProjectNotFound();
  if (regenerate) scheduleGeneration(row.id, generationDependenciesOf(deps));
  await inviteProjectEmails(row, changes, before, requireAccount(deps.viewer), deps);
  return projectNodeOf(row, deps);
}
