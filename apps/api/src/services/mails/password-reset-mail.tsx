import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailButton, MailText, MailTitle } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

/** The single-use link that sets a new password. */
export function passwordResetMail(input: {
  to: string;
  link: string;
  minutes: number;
}): Promise<MailMessage> {
  return renderMail(
    input.to,
    'Reset your password',
    <MailLayout preview="Choose a new password for your account.">
      <MailTitle>Reset your password</MailTitle>
      <MailText>Hello, somebody (hopefully you) asked to reset the password of your account.</MailText>
      <MailButton href={input.link}>Choose a new password</MailButton>
      <MailText>
        The link works once, for {input.minutes} minutes. If you did not ask for it, ignore this message: your
        password stays as it is.
      </MailText>
    </MailLayout>,
  );
}
