import { Link } from '@react-email/components';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailText, MailTitle } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

export interface ParcelTracking {
  trackingNumber: string;
  carrier: string | null;
  trackUrl: string | null;
}

/** The tracking lines of a shipped parcel (an order's or a club reward's). */
export function TrackingLines({ trackingNumber, carrier, trackUrl }: ParcelTracking) {
  return (
    <>
      <MailText>
        Tracking number: {trackingNumber}
        {carrier ? ` (${carrier})` : ''}
      </MailText>
      {trackUrl ? (
        <MailText>
          Follow it here: <Link href={trackUrl}>{trackUrl}</Link>
        </MailText>
      ) : null}
    </>
  );
}

/** The customer's notice that a physical order left the foundry, with its tracking number. */
export function orderShippedMail(
  input: { to: string; orderNumber: string } & ParcelTracking,
): Promise<MailMessage> {
  return renderMail(
    input.to,
    `Your order ${input.orderNumber} has shipped`,
    <MailLayout preview={`Your order ${input.orderNumber} is on its way.`}>
      <MailTitle>Your order is on its way</MailTitle>
      <MailText>Hello, your order {input.orderNumber} is on its way.</MailText>
      <TrackingLines {...input} />
      <MailText>Thank you for your order.</MailText>
    </MailLayout>,
  );
}
