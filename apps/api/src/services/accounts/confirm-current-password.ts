import { AppError } from '@foundry/errors';
import type { SignInAttemptRepository } from '../../repositories/sign-in-attempt-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import { clientAddress } from './client-address.ts';
import { verifyPassword } from './password-hash.ts';
import { signInLockoutMinutes } from './sign-in-throttle.ts';

/**
 * Asks for the signed-in user's current password before a change a stolen session must not make
 * (new password, new e-mail, closing the account). Missing: 100 on `fields[field]`; wrong: 4. Wrong
 * attempts count with sign-in failures, so the check cannot be used to guess the password.
 * Returns the stored hash the password matched.
 */
export async function confirmCurrentPassword(
  userId: number,
  password: string | null | undefined,
  deps: { users: UserRepository; signInAttempts: SignInAttemptRepository; request?: Request | undefined },
  { field, now = new Date() }: { field: string; now?: Date },
): Promise<{ email: string; passwordHash: string }> {
  if (!password) throw new AppError(100, { fields: { [field]: 'Please enter your current password.' } });
  const account = await deps.users.findCredentialsById(userId);
  if (!account) throw new AppError(1);
  const address = clientAddress(deps.request);
  const locked = await signInLockoutMinutes(deps.signInAttempts, { email: account.email, address, now });
  if (locked !== null) {
    throw new AppError(4, {
      message: `Too many attempts. Please try again in ${locked} minute${locked === 1 ? '' : 's'}.`,
      fields: { [field]: 'Too many attempts.' },
    });
  }
  const matches = account.passwordHash !== null && (await verifyPassword(account.passwordHash, password));
  if (!matches || account.passwordHash === null) {
    await deps.signInAttempts.record({ email: account.email, address, succeeded: false, attemptedAt: now });
    throw new AppError(4, { fields: { [field]: 'This is not your current password.' } });
  }
  return { email: account.email, passwordHash: account.passwordHash };
}
