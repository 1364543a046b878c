import { formatMoney, type Money } from '@foundry/domain';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** The bill of a hosted project's month, to the owner and each billing address, with its pay link. */
export function webfontsBillMail(input: {
  to: string;
  projectTitle: string;
  month: string;
  pageViews: number;
  total: Money;
  paymentUrl: string;
  payWithinDays: number;
}): MailMessage {
  const amount = formatMoney(input.total);
  const lines = [
    'Hello,',
    '',
    `your web font project “${input.projectTitle}” was viewed ${input.pageViews.toLocaleString('en-GB')} times in ${input.month}.`,
    `The page views beyond the included ones cost ${amount}.`,
    '',
    `Please pay within ${input.payWithinDays} days: ${input.paymentUrl}`,
    'Unpaid, the project is paused and its fonts are no longer served to your sites.',
  ];
  return {
    to: input.to,
    subject: `Web font project “${input.projectTitle}”: your bill for ${input.month}`,
    text: lines.join('\n'),
  };
}
