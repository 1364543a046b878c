import type { Config } from '../../config.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { Logger } from '../../logger.ts';
import type { PasswordResetMailRepository } from '../../repositories/password-reset-mail-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import { validAccountEmail } from './account-email.ts';
import { accountTokenSecret } from './account-token-secret.ts';
import { mayMailPasswordReset } from './password-reset-throttle.ts';
import {
  createPasswordResetToken,
  PASSWORD_RESET_TOKEN_MINUTES,
  type ResetTokenSubject,
} from './password-reset-token.ts';

export interface PasswordResetDeps {
  users: Pick<UserRepository, 'findCredentialsByEmail'>;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'accountTokenSecret' | 'dataDir'>;
  logger: Logger;
  /** The mails sent per account, which limit further mails. */
  passwordResetMails: PasswordResetMailRepository;
}

/** The page of the web app that takes the new password. */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/my_account/reset-password?token=${encodeURIComponent(token)}`;
}

function resetMail(link: string): { subject: string; text: string; html: string } {
  const text = [
    'Hello,',
    '',
    'Somebody (hopefully you) asked to reset the password of your account. Choose a new password here:',
    '',
    link,
    '',
    `The link works once, for ${PASSWORD_RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ignore this message: your password stays as it is.`,
  ].join('\n');
  const html = `<p>Hello,</p><p>Somebody (hopefully you) asked to reset the password of your account.</p><p><a href="${link.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">Choose a new password</a></p><p>The link works once, for ${PASSWORD_RESET_TOKEN_MINUTES} minutes. If you did not ask for it, ignore this message: your password stays as it is.</p>`;
  return { subject: 'Reset your password', text, html };
}

/** The reset mail with a fresh single-use link for the account (also sent by staff from the back office). */
export async function passwordResetMailTo(
  account: ResetTokenSubject,
  config: PasswordResetDeps['config'],
  now: Date,
) {
  const secret = await accountTokenSecret(config);
  const token = createPasswordResetToken(secret, account, now);
  return { to: account.email, ...resetMail(passwordResetLink(config.publicUrl, token)) };
}

/**
 * resetPassword(email): mails a single-use, expiring link to the account's address. The answer is
 * the same (true) whether or not an account exists, and the mail is sent after the answer, so
 * neither the reply nor its timing tells who has an account. Only a malformed address is refused
 * (103 on `email`): that says nothing about accounts. At most 3 mails per account in 15 minutes
 * go out, counted in the database (password-reset-throttle.ts); further requests get the same
 * answer and no mail.
 */
export async function requestPasswordReset(
  input: { email: string },
  deps: PasswordResetDeps,
  now: Date = new Date(),
): Promise<true> {
  const email = validAccountEmail(input.email);
  const account = await deps.users.findCredentialsByEmail(email);
  if (!account) return true;
  if (!(await mayMailPasswordReset(deps.passwordResetMails, account.id, now))) {
    deps.logger.warn({ userId: account.id }, 'password reset mail throttled');
    return true;
  }
  const mail = await passwordResetMailTo(account, deps.config, now);
  deps.mailer.send(mail).then(
    () => deps.logger.info({ userId: account.id }, 'password reset mail sent'),
    (error: unknown) => deps.logger.error({ err: error, userId: account.id }, 'password reset mail failed'),
  );
  return true;
}
