/** One e-mail as the shop sends it: plain text always, HTML when the message has a designed version. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

/**
 * Sends the shop's e-mails. Adapters: the outbox (a folder of JSON files under DATA_DIR, the default,
 * readable by tests and the browser journeys) and SMTP (`SMTP_URL`); `createMailer` picks one from
 * the configuration. `send` throws when the message could not be handed over.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
