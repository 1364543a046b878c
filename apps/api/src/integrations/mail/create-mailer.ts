import type { MailConfig } from './mail-config.ts';
import type { Mailer } from './mailer.ts';
import { createOutboxMailer } from './outbox-mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

/** The one place the mail adapter is chosen: SMTP when SMTP_URL is set, else the outbox folder. */
export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.from });
  return createOutboxMailer({ outboxDir: config.outboxDir, from: config.from });
}
