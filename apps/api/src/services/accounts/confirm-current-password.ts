import { AppError, ERROR_CODE } from '@foundry/errors';
import type { SignInAttemptRepository } from '../../repositories/sign-in-attempt-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import { verifyPassword } from './password-hash.ts';
import { reserveSignInAttempt } from './sign-in-throttle.ts';

/**
 * Asks for the signed-in user's current password before a change a stolen session must not make
 * (new password, new e-mail, closing the account). Missing: 100 on `fields[field]`; wrong: 4. Wrong
 * attempts count with sign-in failures, so the check cannot be used to guess the password.
 * Returns the stored hash the password matched.
 */
export async function confirmCurrentPassword(
  userId: number,
  password: string | null | undefined,
  deps: { users: UserRepository; signInAttempts: SignInAttemptRepository; address: string | null },
  { field, now = new Date() }: { field: string; now?: Date },
): Promise<{ email: string; passwordHash: string }> {
  if (!password)
    throw new AppError(ERROR_CODE.PASSWORD_MISSING, {
      fields: { [field]: 'Please enter your current password.' },
    });
  const account = await deps.users.findCredentialsById(userId);
  if (!account) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const reservation = await reserveSignInAttempt(deps.signInAttempts, {
    email: account.email,
    address: deps.address,
    now,
  });
  if ('lockedMinutes' in reservation) {
    const locked = reservation.lockedMinutes;
    throw new AppError(ERROR_CODE.EMAIL_PASSWORD_REJECTED, {
      message: `Too many attempts. Please try again in ${locked} minute${locked === 1 ? '' : 's'}.`,
      fields: { [field]: 'Too many attempts.' },
    });
  }
  const matches = account.passwordHash !== null && (await verifyPassword(account.passwordHash, password));
  if (!matches || account.passwordHash === null) {
    throw new AppError(ERROR_CODE.EMAIL_PASSWORD_REJECTED, {
      fields: { [field]: 'This is not your current password.' },
    });
  }
  await deps.signInAttempts.markSucceeded(reservation.attemptId);
  return { email: account.email, passwordHash: account.passwordHash };
}
