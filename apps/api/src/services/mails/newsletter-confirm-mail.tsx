import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailButton, MailText, MailTitle } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

/** The double opt-in mail: the confirm link, and the unsubscribe link for "this was not me". */
export function newsletterConfirmMail(input: {
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): Promise<MailMessage> {
  return renderMail(
    input.to,
    'Please confirm your newsletter subscription',
    <MailLayout preview="One click to confirm your subscription.">
      <MailTitle>Confirm your subscription</MailTitle>
      <MailText>Hello, please confirm that you want to receive our newsletter at this address:</MailText>
      <MailButton href={input.confirmUrl}>Confirm my subscription</MailButton>
      <MailText>
        If you did not sign up, ignore this message: nothing will be sent. To be removed at once:
      </MailText>
      <MailButton href={input.unsubscribeUrl}>Remove my address</MailButton>
    </MailLayout>,
  );
}
