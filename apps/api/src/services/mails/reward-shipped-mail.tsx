import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailText, MailTitle } from './mail-parts.tsx';
import { type ParcelTracking, TrackingLines } from './order-shipped-mail.tsx';
import { renderMail } from './render-mail.ts';

/** The member's notice that a club reward they claimed left the foundry, with its tracking number. */
export function rewardShippedMail(
  input: { to: string; rewardTitle: string } & ParcelTracking,
): Promise<MailMessage> {
  return renderMail(
    input.to,
    `Your club reward “${input.rewardTitle}” has shipped`,
    <MailLayout preview={`“${input.rewardTitle}” is on its way.`}>
      <MailTitle>Your club reward is on its way</MailTitle>
      <MailText>Hello, the club reward you claimed, “{input.rewardTitle}”, is on its way.</MailText>
      <TrackingLines {...input} />
      <MailText>Thank you for being a member of the club.</MailText>
    </MailLayout>,
  );
}
