import { AppError } from '@foundry/errors';
import type { SessionUser } from '../../repositories/session-repository.ts';
import type { SignInAttemptRepository } from '../../repositories/sign-in-attempt-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import { signInLockoutMinutes } from './sign-in-throttle.ts';

export interface SignInResult {
  valid: boolean;
  user: SessionUser | null;
  /** 0 on success, else the catalogue code (4). */
  status: number;
  message: string;
}

const REJECTED = new AppError(4).message;

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password get the same answer after the
 * same work (a dummy hash is verified), so the form does not reveal who has an account. After too
 * many failures the attempt is refused without looking at the password. Issuing the session is the
 * caller's part.
 */
export async function authenticate(
  input: { email: string; password: string },
  deps: { users: UserRepository; signInAttempts: SignInAttemptRepository },
  { address, now = new Date() }: { address: string | null; now?: Date },
): Promise<SignInResult> {
  const email = input.email.trim();
  const lockedMinutes = await signInLockoutMinutes(deps.signInAttempts, { email, address, now });
  if (lockedMinutes !== null) {
    return {
      valid: false,
      user: null,
      status: 4,
      message: `Too many sign-in attempts. Please try again in ${lockedMinutes} minute${lockedMinutes === 1 ? '' : 's'}.`,
    };
  }

  const account = await deps.users.findCredentialsByEmail(email);
  const storedHash = account?.passwordHash ?? (await dummyPasswordHash());
  const matches = (await verifyPassword(storedHash, input.password)) && account?.passwordHash != null;
  await deps.signInAttempts.record({ email, address, succeeded: matches, attemptedAt: now });
  if (!matches || !account) return { valid: false, user: null, status: 4, message: REJECTED };
  return {
    valid: true,
    user: { id: account.id, email: account.email, name: account.name },
    status: 0,
    message: '',
  };
}
