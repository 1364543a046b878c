import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** The member's notice that a club reward they claimed left the foundry, with its tracking number. */
export function rewardShippedMail(input: {
  to: string;
  rewardTitle: string;
  trackingNumber: string;
  carrier: string | null;
  trackUrl: string | null;
}): MailMessage {
  const lines = [
    'Hello,',
    '',
    `the club reward you claimed, “${input.rewardTitle}”, is on its way.`,
    `Tracking number: ${input.trackingNumber}${input.carrier ? ` (${input.carrier})` : ''}`,
    ...(input.trackUrl ? [`Follow it here: ${input.trackUrl}`] : []),
    '',
    'Thank you for being a member of the club.',
  ];
  return {
    to: input.to,
    subject: `Your club reward “${input.rewardTitle}” has shipped`,
    text: lines.join('\n'),
  };
}
