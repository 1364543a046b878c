import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** The customer's notice that a physical order left the foundry, with its tracking number. */
export function orderShippedMail(input: {
  to: string;
  orderNumber: string;
  trackingNumber: string;
  carrier: string | null;
  trackUrl: string | null;
}): MailMessage {
  const lines = [
    'Hello,',
    '',
    `your order ${input.orderNumber} is on its way.`,
    `Tracking number: ${input.trackingNumber}${input.carrier ? ` (${input.carrier})` : ''}`,
    ...(input.trackUrl ? [`Follow it here: ${input.trackUrl}`] : []),
    '',
    'Thank you for your order.',
  ];
  return { to: input.to, subject: `Your order ${input.orderNumber} has shipped`, text: lines.join('\n') };
}
