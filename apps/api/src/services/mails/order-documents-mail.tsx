import { Link } from '@react-email/components';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailText, MailTitle } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

/** The customer's copy of their order's invoice and licence, as links to the PDFs. */
export function orderDocumentsMail(input: {
  to: string;
  orderNumber: string;
  invoiceUrl: string | null;
  licenseUrl: string | null;
}): Promise<MailMessage> {
  return renderMail(
    input.to,
    `Documents of your order ${input.orderNumber}`,
    <MailLayout preview={`The invoice and licence of your order ${input.orderNumber}.`}>
      <MailTitle>Documents of your order {input.orderNumber}</MailTitle>
      <MailText>Hello, here are the documents of your order {input.orderNumber}:</MailText>
      {input.invoiceUrl ? (
        <MailText>
          Invoice: <Link href={input.invoiceUrl}>{input.invoiceUrl}</Link>
        </MailText>
      ) : null}
      {input.licenseUrl ? (
        <MailText>
          Licence: <Link href={input.licenseUrl}>{input.licenseUrl}</Link>
        </MailText>
      ) : null}
      <MailText>Thank you for your order.</MailText>
    </MailLayout>,
  );
}
