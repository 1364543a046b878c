import { STAFF_ERROR, StaffError } from '@foundry/errors';
import type { StaffViewer } from '../../repositories/admin/staff-repository.ts';
import { generateSessionToken, hashSessionToken } from '../../sessions/session-token.ts';
import { dummyPasswordHash, verifyPassword } from '../accounts/password-hash.ts';
import { reserveSignInAttempt } from '../accounts/sign-in-throttle.ts';
import type { StaffDeps } from './staff-deps.ts';
import { readStaffSessionToken, staffSessionCookieHeader } from './staff-session-cookie.ts';
import { STAFF_MAX_SESSION_HOURS } from './staff-session-lifetime.ts';
import { verifyTotp } from './totp.ts';

export interface StaffSignInInput {
  email: string;
  password: string;
  /** The authenticator's six digits; required when the account has a second factor. */
  code: string | null;
}

const REJECTED = 'E-mail, password or code not recognised.';

/**
 * Signs a staff member in: throttled like customers' sign-in (counted apart, under `staff:<email>`),
 * argon2id password, then the TOTP code. A second factor is required in production and for every
 * account that enrolled one; the demo owner is refused in production. Every refusal reads the same.
 * On success the session the request came with ends and a fresh one starts.
 */
export async function signInStaff(
  input: StaffSignInInput,
  deps: Pick<
    StaffDeps,
    'admin' | 'signInAttempts' | 'logger' | 'cookieHeader' | 'clientAddress' | 'setCookie' | 'becomeStaff'
  > & { config: Pick<StaffDeps['config'], 'secureCookies' | 'production' | 'publicUrl'> },
  now: Date = new Date(),
): Promise<StaffViewer> {
  const email = input.email.trim().toLowerCase();
  const reservation = await reserveSignInAttempt(deps.signInAttempts, {
    email: `staff:${email}`,
    address: deps.clientAddress,
    now,
  });
  if ('lockedMinutes' in reservation) {
    deps.logger.warn({ outcome: 'throttled', address: deps.clientAddress }, 'staff sign-in');
    const minutes = reservation.lockedMinutes;
    throw new StaffError(
      STAFF_ERROR.SIGN_IN_THROTTLED,
      `Too many sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
  const account = await deps.admin.staff.findCredentialsByEmail(email);
  const passwordMatches = await verifyPassword(
    account?.passwordHash ?? (await dummyPasswordHash()),
    input.password,
  );
  const needsCode = deps.config.production || account?.totpSecret != null;
  const codeMatches =
    !needsCode ||
    (account?.totpSecret != null && input.code !== null && verifyTotp(account.totpSecret, input.code, now));
  const allowed = account !== null && !(account.isDemo && deps.config.production);
  if (!account || !passwordMatches || !codeMatches || !allowed) {
    deps.logger.info({ outcome: 'rejected', address: deps.clientAddress }, 'staff sign-in');
    throw new StaffError(STAFF_ERROR.SIGN_IN_REJECTED, REJECTED);
  }
  await deps.signInAttempts.markSucceeded(reservation.attemptId);

  const previous = readStaffSessionToken(deps.cookieHeader);
  if (previous) await deps.admin.staff.deleteSession(hashSessionToken(previous));
  const token = generateSessionToken();
  await deps.admin.staff.insertSession({
    tokenHash: hashSessionToken(token),
    staffId: account.id,
    expiresAt: new Date(now.getTime() + STAFF_MAX_SESSION_HOURS * 3_600_000),
    now,
  });
  deps.setCookie(staffSessionCookieHeader(token, { secure: deps.config.secureCookies }));
  const viewer = { id: account.id, email: account.email, name: account.name, role: account.role };
  deps.becomeStaff(viewer);
  deps.logger.info({ outcome: 'signed-in', staffId: account.id }, 'staff sign-in');
  return viewer;
}
