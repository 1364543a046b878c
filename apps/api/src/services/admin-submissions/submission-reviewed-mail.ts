import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** Tells the customer whether their fonts-in-use submission is now public. */
export function submissionReviewedMail(input: {
  to: string;
  title: string;
  approved: boolean;
  pageUrl: string;
  note: string | null;
}): MailMessage {
  const text = input.approved
    ? [`Hello,`, '', `thank you: "${input.title}" is now shown in Fonts in Use.`, input.pageUrl]
    : [
        'Hello,',
        '',
        `thank you for sending "${input.title}". We have decided not to show it in Fonts in Use.`,
        ...(input.note ? ['', input.note] : []),
      ];
  return {
    to: input.to,
    subject: input.approved ? 'Your fonts-in-use submission is published' : 'Your fonts-in-use submission',
    text: text.join('\n'),
  };
}
