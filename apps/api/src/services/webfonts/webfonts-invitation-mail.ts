import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** Tells an address it was added to a web font project: billing (gets its bills) or editing. */
export function webfontsInvitationMail(input: {
  to: string;
  kind: 'billing' | 'editing';
  projectTitle: string;
  ownerName: string;
}): MailMessage {
  const role =
    input.kind === 'billing'
      ? 'as a billing contact: the project’s monthly bills will be sent to this address'
      : 'as an editing contact of the project';
  const lines = [
    'Hello,',
    '',
    `${input.ownerName} added you to the web font project “${input.projectTitle}” ${role}.`,
    '',
    'If you do not know about this project, you can ignore this e-mail or reply to let us know.',
  ];
  return {
    to: input.to,
    subject: `You were added to the web font project “${input.projectTitle}”`,
    text: lines.join('\n'),
  };
}
