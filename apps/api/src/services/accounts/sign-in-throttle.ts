import type { SignInAttemptRepository } from '../../repositories/sign-in-attempt-repository.ts';

/** Failures counted together within this window. */
export const SIGN_IN_WINDOW_MINUTES = 15;
/** Failures for one account within the window before further attempts are refused. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures from one client address within the window (many accounts tried from one place). */
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Reserves a password check: `attemptId` when the attempt may proceed (it counts as a failure until
 * `markSucceeded`), else the minutes (at least 1) until the oldest counted failure leaves the window.
 * Counting happens before the slow password check, so a concurrent burst cannot outrun the limit.
 */
export async function reserveSignInAttempt(
  attempts: SignInAttemptRepository,
  { email, address, now }: { email: string; address: string | null; now: Date },
): Promise<{ attemptId: number } | { lockedMinutes: number }> {
  const windowMs = SIGN_IN_WINDOW_MINUTES * 60_000;
  const reservation = await attempts.reserve(
    { email, address, attemptedAt: now, since: new Date(now.getTime() - windowMs) },
    { perAccount: MAX_FAILURES_PER_ACCOUNT, perAddress: MAX_FAILURES_PER_ADDRESS },
  );
  if ('attemptId' in reservation) return reservation;
  let minutes = 1;
  for (const failures of reservation.exceeded) {
    if (!failures.oldest) continue;
    const remainingMs = failures.oldest.getTime() + windowMs - now.getTime();
    minutes = Math.max(minutes, Math.ceil(remainingMs / 60_000));
  }
  return { lockedMinutes: minutes };
}
