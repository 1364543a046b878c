import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { FOUNDRY_NAME, MailLayout } from './mail-layout.tsx';
import { MailButton, MailText, MailTitle } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

/** The welcome after sign-up (createUser): what the account is for and where it is. */
export function welcomeMail(input: { to: string; name: string; accountUrl: string }): Promise<MailMessage> {
  return renderMail(
    input.to,
    `Welcome to ${FOUNDRY_NAME}`,
    <MailLayout preview="Your account is ready.">
      <MailTitle>Welcome, {input.name}</MailTitle>
      <MailText>
        Your account is ready. The fonts you buy stay in it under My fonts, where you can download them again
        at any time; your orders, invoices and addresses are there too.
      </MailText>
      <MailButton href={input.accountUrl}>Open my account</MailButton>
      <MailText>If you did not sign up, please write to us and we will remove the account.</MailText>
    </MailLayout>,
  );
}
