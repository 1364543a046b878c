import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** The notice that a hosted project was paused because its bill is unpaid, with the pay link. */
export function webfontsPausedMail(input: {
  to: string;
  projectTitle: string;
  paymentUrl: string | null;
}): MailMessage {
  const lines = [
    'Hello,',
    '',
    `a bill of your web font project “${input.projectTitle}” is still unpaid, so the project is paused:`,
    'its fonts are no longer served to your sites.',
    ...(input.paymentUrl
      ? ['', `Pay it here and the fonts are served again at once: ${input.paymentUrl}`]
      : []),
  ];
  return {
    to: input.to,
    subject: `Web font project “${input.projectTitle}” is paused: a bill is unpaid`,
    text: lines.join('\n'),
  };
}
