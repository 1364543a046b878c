import { WEBFONTS_CURRENCY } from '@foundry/domain/webfonts/webfonts-billing';
import type { WebfontsProjectType } from '@foundry/domain/webfonts/webfonts-status';
import { requireAccount } from '../accounts/require-account.ts';
import { checkedProjectInput } from './checked-project-input.ts';
import { inviteProjectEmails } from './invite-project-emails.ts';
import { generationDependenciesOf, projectNodeOf, type WebfontsProjectDeps } from './own-webfonts-project.ts';
import { scheduleGeneration } from './webfonts-generation-queue.ts';
import { newLicenseKey } from './webfonts-kit-address.ts';
import type { ProjectFieldsArgs } from './webfonts-project-fields.ts';
import type { WebfontsProjectNode } from './webfonts-project-node.ts';

/**
 * createWebfontsProject: a new ACTIVE project of the user; its files are generated in the background.
 * Its billing and editing addresses are told they were added (inviteProjectEmails).
 */
export async function createWebfontsProject(
  args: ProjectFieldsArgs & { type: WebfontsProjectType },
  deps: WebfontsProjectDeps,
): Promise<WebfontsProjectNode> {
  const user = requireAccount(deps.viewer);
  const changes = await checkedProjectInput(
    { ...args, fonts: args.fonts ?? [] },
    { type: args.type, creating: true, userId: user.id },
    deps.repositories,
  );
  const row = await deps.repositories.webfontsProjects.insert(
    user.id,
    {
      title: changes.title ?? '',
      type: args.type,
      licenseKey: newLicenseKey(),
      // A self-hosting kit is not metered: no budget.
      budget: args.type === 'regular' ? (changes.budget ?? null) : null,
      currency: WEBFONTS_CURRENCY,
    },
    changes,
  );
  scheduleGeneration(row.id, generationDependenciesOf(deps));
  await inviteProjectEmails(row, changes, [], user, deps);
  return projectNodeOf(row, deps);
}
