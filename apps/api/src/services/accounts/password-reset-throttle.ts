import type { PasswordResetMailRepository } from '../../repositories/password-reset-mail-repository.ts';

/** Reset mails one account may receive within the window. */
export const MAX_RESET_MAILS_PER_WINDOW = 3;
export const RESET_MAIL_WINDOW_MINUTES = 15;

/**
 * Whether another reset mail may go to the account at `now`, counted (when it may) in the
 * database, so resetPassword cannot flood somebody's mailbox through any number of API processes
 * or restarts. The caller's answer is the same either way (no account enumeration); only the mail
 * is skipped.
 */
export function mayMailPasswordReset(
  mails: PasswordResetMailRepository,
  userId: number,
  now: Date,
): Promise<boolean> {
  return mails.reserve(userId, {
    at: now,
    since: new Date(now.getTime() - RESET_MAIL_WINDOW_MINUTES * 60_000),
    max: MAX_RESET_MAILS_PER_WINDOW,
  });
}
