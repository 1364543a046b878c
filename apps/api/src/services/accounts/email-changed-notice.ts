import type { MailMessage } from '../../integrations/mail/mailer.ts';

/**
 * The mail to the account's previous address after an e-mail change: if somebody else made the
 * change, the owner learns of it where they still read mail.
 */
export function emailChangedNotice(previousEmail: string, newEmail: string): MailMessage {
  return {
    to: previousEmail,
    subject: 'Your e-mail address was changed',
    text: [
      'Hello,',
      '',
      `The e-mail address of your account was changed to ${newEmail}. From now on, sign in and reset your password with that address.`,
      '',
      'If you did not make this change, please contact us right away.',
    ].join('\n'),
  };
}
