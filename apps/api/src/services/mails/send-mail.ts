import type { Mailer, MailMessage } from '../../integrations/mail/mailer.ts';
import type { Logger } from '../../logger.ts';

/**
 * Renders and hands over one mail, after the change it tells of was committed. A mail that cannot be
 * rendered or sent is logged (with `about`: ids, never the message) and never fails the use-case that
 * sent it: a payment or a sign-up stands whatever the mail server does. Resolves to whether it went.
 */
export async function sendMailSafely(
  deps: { mailer: Mailer; logger: Logger },
  message: () => Promise<MailMessage>,
  about: { mail: string } & Record<string, unknown>,
): Promise<boolean> {
  try {
    await deps.mailer.send(await message());
    deps.logger.info(about, `${about.mail} mail sent`);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, ...about }, `${about.mail} mail not sent`);
    return false;
  }
}
