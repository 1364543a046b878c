import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** The customer's copy of their order's invoice and licence, as links to the PDFs. */
export function orderDocumentsMail(input: {
  to: string;
  orderNumber: string;
  invoiceUrl: string | null;
  licenseUrl: string | null;
}): MailMessage {
  const lines = [
    'Hello,',
    '',
    `here are the documents of your order ${input.orderNumber}:`,
    ...(input.invoiceUrl ? [`Invoice: ${input.invoiceUrl}`] : []),
    ...(input.licenseUrl ? [`Licence: ${input.licenseUrl}`] : []),
    '',
    'Thank you for your order.',
  ];
  return { to: input.to, subject: `Documents of your order ${input.orderNumber}`, text: lines.join('\n') };
}
