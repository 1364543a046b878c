import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailText, MailTitle } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

/**
 * The mail to the account's previous address after an e-mail change: if somebody else made the
 * change, the owner learns of it where they still read mail.
 */
export function emailChangedNotice(previousEmail: string, newEmail: string): Promise<MailMessage> {
  return renderMail(
    previousEmail,
    'Your e-mail address was changed',
    <MailLayout preview="The e-mail address of your account was changed.">
      <MailTitle>Your e-mail address was changed</MailTitle>
      <MailText>
        Hello, the e-mail address of your account was changed to {newEmail}. From now on, sign in and reset
        your password with that address.
      </MailText>
      <MailText>If you did not make this change, please contact us right away.</MailText>
    </MailLayout>,
  );
}
