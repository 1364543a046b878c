import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailMessage } from '../../integrations/mail/mailer.ts';

// Headings keep their case in the text part (html-to-text shouts them by default).
const textOptions = {
  selectors: ['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
};

/**
 * A template (a React Email element in MailLayout) as the message the mailer sends: the HTML part and
 * the plain-text part made from the same HTML, so the two always say the same.
 */
export async function renderMail(to: string, subject: string, template: ReactElement): Promise<MailMessage> {
  const html = await render(template);
  return { to, subject, html, text: toPlainText(html, textOptions).trim() };
}
