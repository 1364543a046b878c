import type { MailMessage } from '../../integrations/mail/mailer.ts';

/** A page of the web site that takes the address and hash of a newsletter mail's link. */
export function newsletterLink(
  publicUrl: string,
  page: 'confirm' | 'unsubscribe',
  { email, hash }: { email: string; hash: string },
): string {
  const query = new URLSearchParams({ email, hash });
  return `${publicUrl}/newsletter/${page}?${query.toString()}`;
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The double opt-in mail: the confirm link, and the unsubscribe link for "this was not me". */
export function newsletterConfirmMail(publicUrl: string, email: string, hash: string): MailMessage {
  const confirm = newsletterLink(publicUrl, 'confirm', { email, hash });
  const unsubscribe = newsletterLink(publicUrl, 'unsubscribe', { email, hash });
  const text = [
    'Hello,',
    '',
    'Please confirm that you want to receive our newsletter at this address:',
    '',
    confirm,
    '',
    'If you did not sign up, ignore this message: nothing will be sent. To be removed at once:',
    '',
    unsubscribe,
  ].join('\n');
  const html = `<p>Hello,</p><p>Please confirm that you want to receive our newsletter at this address.</p><p><a href="${escapeAttribute(confirm)}">Confirm my subscription</a></p><p>If you did not sign up, ignore this message: nothing will be sent. <a href="${escapeAttribute(unsubscribe)}">Remove my address</a></p>`;
  return { to: email, subject: 'Please confirm your newsletter subscription', text, html };
}
