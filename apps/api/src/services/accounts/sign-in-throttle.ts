import type { SignInAttemptRepository } from '../../repositories/sign-in-attempt-repository.ts';

/** Failures counted together within this window. */
export const SIGN_IN_WINDOW_MINUTES = 15;
/** Failures for one account within the window before further attempts are refused. */
export const MAX_FAILURES_PER_ACCOUNT = 5;
/** Failures from one client address within the window (many accounts tried from one place). */
export const MAX_FAILURES_PER_ADDRESS = 20;

/**
 * Null when an attempt may proceed; otherwise the minutes (at least 1) until the oldest counted
 * failure leaves the window and attempts are allowed again.
 */
export async function signInLockoutMinutes(
  attempts: SignInAttemptRepository,
  { email, address, now }: { email: string; address: string | null; now: Date },
): Promise<number | null> {
  const windowMs = SIGN_IN_WINDOW_MINUTES * 60_000;
  const since = new Date(now.getTime() - windowMs);
  const checks = [{ failures: await attempts.failuresForEmail(email, since), max: MAX_FAILURES_PER_ACCOUNT }];
  if (address) {
    checks.push({
      failures: await attempts.failuresForAddress(address, since),
      max: MAX_FAILURES_PER_ADDRESS,
    });
  }
  let minutes: number | null = null;
  for (const { failures, max } of checks) {
    if (failures.count < max || !failures.oldest) continue;
    const remainingMs = failures.oldest.getTime() + windowMs - now.getTime();
    const waited = Math.max(1, Math.ceil(remainingMs / 60_000));
    minutes = Math.max(minutes ?? 0, waited);
  }
  return minutes;
}
