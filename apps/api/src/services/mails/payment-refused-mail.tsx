import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailButton, MailText, MailTitle } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

/** The payment of an order was refused: the order stays open and can be paid again. */
export function paymentRefusedMail(input: {
  to: string;
  orderNumber: string;
  /** The provider's reason ("Expired Card"), when it gave one. */
  reason: string | null;
  /** The order's payment page, with its hash. */
  paymentUrl: string;
}): Promise<MailMessage> {
  return renderMail(
    input.to,
    `The payment for your order ${input.orderNumber} was refused`,
    <MailLayout preview={`Your order ${input.orderNumber} is not paid yet.`}>
      <MailTitle>Your payment was refused</MailTitle>
      <MailText>
        Hello, the payment for your order {input.orderNumber} was refused
        {input.reason ? ` (${input.reason})` : ''}. Nothing was charged.
      </MailText>
      <MailText>Your order is kept for you: you can pay it with another card or method.</MailText>
      <MailButton href={input.paymentUrl}>Pay the order</MailButton>
    </MailLayout>,
  );
}
