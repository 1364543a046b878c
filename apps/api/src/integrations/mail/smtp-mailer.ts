import nodemailer from 'nodemailer';
import type { Mailer } from './mailer.ts';

/**
 * Sends through an SMTP server with nodemailer. `smtpUrl` is `smtp://user:pass@host:587` (STARTTLS
 * when the server offers it) or `smtps://…:465` (TLS from the start). Each message opens its own
 * connection: the shop sends few mails, and nothing is left open when the process stops.
 */
export function createSmtpMailer({ smtpUrl, from }: { smtpUrl: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html === undefined ? {} : { html: message.html }),
      });
    },
  };
}
