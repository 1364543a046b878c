import { Link } from '@react-email/components';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailButton, MailText, MailTitle } from './mail-parts.tsx';
import { type MailOrderLine, type MailOrderTotals, OrderSummary } from './order-summary.tsx';
import { renderMail } from './render-mail.ts';

/** The order-confirmation mail: sent once, when the order is paid. */
export function orderConfirmationMail(input: {
  to: string;
  orderNumber: string;
  /** The order's page, with its hash (readable without an account). */
  orderUrl: string;
  /** Where the fonts are downloaded, when the order has any. */
  downloadsUrl: string | null;
  lines: readonly MailOrderLine[];
  totals: MailOrderTotals;
}): Promise<MailMessage> {
  return renderMail(
    input.to,
    `Thank you for your order ${input.orderNumber}`,
    <MailLayout preview={`Your payment for order ${input.orderNumber} was received.`}>
      <MailTitle>Thank you for your order</MailTitle>
      <MailText>Hello, we received your payment for order {input.orderNumber}.</MailText>
      <OrderSummary lines={input.lines} totals={input.totals} />
      {input.downloadsUrl ? <MailButton href={input.downloadsUrl}>Download your fonts</MailButton> : null}
      <MailText>
        Your order, its invoice and licence: <Link href={input.orderUrl}>{input.orderUrl}</Link>
      </MailText>
      <MailText>Keep this message: the link opens your order without signing in.</MailText>
    </MailLayout>,
  );
}
