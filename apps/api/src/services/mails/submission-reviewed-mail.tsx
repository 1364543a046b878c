import { Link } from '@react-email/components';
import type { MailMessage } from '../../integrations/mail/mailer.ts';
import { MailLayout } from './mail-layout.tsx';
import { MailText, MailTitle } from './mail-parts.tsx';
import { renderMail } from './render-mail.ts';

/** Tells the customer whether their fonts-in-use submission is now public. */
export function submissionReviewedMail(input: {
  to: string;
  title: string;
  approved: boolean;
  pageUrl: string;
  note: string | null;
}): Promise<MailMessage> {
  const body = input.approved ? (
    <>
      <MailTitle>Your submission is published</MailTitle>
      <MailText>Hello, thank you: “{input.title}” is now shown in Fonts in Use.</MailText>
      <MailText>
        <Link href={input.pageUrl}>{input.pageUrl}</Link>
      </MailText>
    </>
  ) : (
    <>
      <MailTitle>Your fonts-in-use submission</MailTitle>
      <MailText>
        Hello, thank you for sending “{input.title}”. We have decided not to show it in Fonts in Use.
      </MailText>
      {input.note ? <MailText>{input.note}</MailText> : null}
    </>
  );
  return renderMail(
    input.to,
    input.approved ? 'Your fonts-in-use submission is published' : 'Your fonts-in-use submission',
    <MailLayout preview={`About “${input.title}” in Fonts in Use.`}>{body}</MailLayout>,
  );
}
