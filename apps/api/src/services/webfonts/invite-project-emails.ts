import type { WebfontsProjectChanges } from '../../repositories/webfonts-project-rows.ts';
import type { ServiceDeps } from '../service-deps.ts';
import { webfontsInvitationMail } from './webfonts-invitation-mail.ts';

/** An e-mail row of a project before a save: its kind and address. */
export interface ProjectEmail {
  kind: 'billing' | 'editing';
  email: string;
}

/**
 * Tells each address newly added to a project's billing or editing e-mails that it was added (the
 * rows stay INVITED). Addresses the project already had are not written to again. Sent after the
 * save; a mail that fails is logged and never undoes it.
 */
export async function inviteProjectEmails(
  project: { title: string },
  changes: Pick<WebfontsProjectChanges, 'billingEmails' | 'editingEmails'>,
  before: readonly ProjectEmail[],
  owner: { name: string },
  deps: Pick<ServiceDeps, 'mailer' | 'logger'>,
): Promise<void> {
  for (const kind of ['billing', 'editing'] as const) {
    const emails = (kind === 'billing' ? changes.billingEmails : changes.editingEmails) ?? [];
    for (const email of emails) {
      if (before.some((row) => row.kind === kind && row.email === email)) continue;
      const mail = webfontsInvitationMail({
        to: email,
        kind,
        projectTitle: project.title,
        ownerName: owner.name,
      });
      await deps.mailer.send(mail).catch((error: unknown) => {
        deps.logger.error({ err: error, kind }, 'web font project invitation not sent');
      });
    }
  }
}
