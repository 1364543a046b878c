import type { Config } from '../../config.ts';
import type { Mailer } from '../../integrations/mail/mailer.ts';
import type { Logger } from '../../logger.ts';
import type { PasswordResetMailRepository } from '../../repositories/password-reset-mail-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import { passwordResetMail } from '../mails/password-reset-mail.tsx';
import { sendMailSafely } from '../mails/send-mail.ts';
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

/** The reset mail with a fresh single-use link for the account (also sent by staff from the back office). */
export async function passwordResetMailTo(
  account: ResetTokenSubject,
  config: PasswordResetDeps['config'],
  now: Date,
) {
  const secret = await accountTokenSecret(config);
  const token = createPasswordResetToken(secret, account, now);
  return passwordResetMail({
    to: account.email,
    link: passwordResetLink(config.publicUrl, token),
    minutes: PASSWORD_RESET_TOKEN_MINUTES,
  });
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
  // Not awaited: the answer must not wait for (and so time) the mail.
  void sendMailSafely(deps, () => passwordResetMailTo(account, deps.config, now), {
    mail: 'password-reset',
    userId: account.id,
  });
  return true;
}
