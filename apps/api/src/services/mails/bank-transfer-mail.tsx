import { formatMoney, type Money } from '@foundry/domain';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailText, MailTitle } from './mail-parts.tsx';
import { type MailOrderLine, type MailOrderTotals, OrderSummary } from './order-summary.tsx';
import { renderMail } from './render-mail.ts';

/** Where the customer sends the money, as the payment provider gave it. */
export interface BankTransferDetails {
  beneficiary: string | null;
  iban: string;
  bic: string | null;
  /** The reference the transfer must carry, so the money finds its order. */
  reference: string;
  amount: Money;
}

/** The customer chose to pay by bank transfer: the account, the amount and the reference to use. */
export function bankTransferMail(input: {
  to: string;
  orderNumber: string;
  orderUrl: string;
  details: BankTransferDetails;
  lines: readonly MailOrderLine[];
  totals: MailOrderTotals;
}): Promise<MailMessage> {
  const { details } = input;
  return renderMail(
    input.to,
    `Bank transfer details for your order ${input.orderNumber}`,
    <MailLayout preview={`Transfer ${formatMoney(details.amount)} with reference ${details.reference}.`}>
      <MailTitle>Please transfer the amount of your order</MailTitle>
      <MailText>
        Hello, your order {input.orderNumber} waits for your bank transfer. Please send it to:
      </MailText>
      {details.beneficiary ? <MailText>Beneficiary: {details.beneficiary}</MailText> : null}
      <MailText>IBAN: {details.iban}</MailText>
      {details.bic ? <MailText>BIC: {details.bic}</MailText> : null}
      <MailText>Amount: {formatMoney(details.amount)}</MailText>
      <MailText>Reference: {details.reference}</MailText>
      <MailText>Give the reference exactly: it is how we match your payment to the order.</MailText>
      <OrderSummary lines={input.lines} totals={input.totals} />
      <MailText>
        When the money arrives you receive the order confirmation. Your order: {input.orderUrl}
      </MailText>
    </MailLayout>,
  );
}
