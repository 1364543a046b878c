import { AppError, ERROR_CODE } from '@foundry/errors';
import type { SessionUser } from '../../repositories/session-repository.ts';
import type { SignInAttemptRepository } from '../../repositories/sign-in-attempt-repository.ts';
import type { UserRepository } from '../../repositories/user-repository.ts';
import { dummyPasswordHash, verifyPassword } from './password-hash.ts';
import { reserveSignInAttempt } from './sign-in-throttle.ts';

export interface SignInResult {
  valid: boolean;
  user: SessionUser | null;
  /** 0 on success, else the catalogue code (4). */
  status: number;
  message: string;
  /** Whether the password was checked; false when the attempt was refused as one too many. */
  checked: boolean;
}

const REJECTED = new AppError(ERROR_CODE.EMAIL_PASSWORD_REJECTED).message;

/**
 * Checks an e-mail and password. Unknown e-mail and wrong password get the same answer after the
 * same work (a dummy hash is verified), so the form does not reveal who has an account. After too
 * many failures the attempt is refused without looking at the password; the attempt is counted
 * before the check, so concurrent attempts cannot outrun the limit. Issuing the session is the
 * caller's part.
 */
export async function authenticate(
  input: { email: string; password: string },
  deps: { users: UserRepository; signInAttempts: SignInAttemptRepository },
  { address, now = new Date() }: { address: string | null; now?: Date },
): Promise<SignInResult> {
  const email = input.email.trim();
  const reservation = await reserveSignInAttempt(deps.signInAttempts, { email, address, now });
  if ('lockedMinutes' in reservation) {
    const minutes = reservation.lockedMinutes;
    return {
      valid: false,
      user: null,
      status: ERROR_CODE.EMAIL_PASSWORD_REJECTED,
      message: `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
      checked: false,
    };
  }

  const account = await deps.users.findCredentialsByEmail(email);
  const storedHash = account?.passwordHash ?? (await dummyPasswordHash());
  const matches = (await verifyPassword(storedHash, input.password)) && account?.passwordHash != null;
  if (!matches || !account) {
    return {
      valid: false,
      user: null,
      status: ERROR_CODE.EMAIL_PASSWORD_REJECTED,
      message: REJECTED,
      checked: true,
    };
  }
  await deps.signInAttempts.markSucceeded(reservation.attemptId);
  return {
    valid: true,
    user: { id: account.id, email: account.email, name: account.name },
    status: 0,
    message: '',
    checked: true,
  };
}
