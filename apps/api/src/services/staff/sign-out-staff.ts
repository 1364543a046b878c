import { hashSessionToken } from '../../sessions/session-token.ts';
import type { StaffDeps } from './staff-deps.ts';
import { clearedStaffSessionCookieHeader, readStaffSessionToken } from './staff-session-cookie.ts';

/** Ends the request's staff session on the server and drops its cookie. */
export async function signOutStaff(deps: Pick<StaffDeps, 'admin' | 'config' | 'cookieHeader' | 'setCookie'>) {
  const token = readStaffSessionToken(deps.cookieHeader);
  if (token) await deps.admin.staff.deleteSession(hashSessionToken(token));
  deps.setCookie(clearedStaffSessionCookieHeader({ secure: deps.config.secureCookies }));
  return true;
}
