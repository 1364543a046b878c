/** The staff session's cookie: apart from customers' (`foundry_session`), sent only to the admin API. */
export const STAFF_SESSION_COOKIE = 'foundry_staff_session';
const PATH = '/admin';
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function readStaffSessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== STAFF_SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return TOKEN_SHAPE.test(value) ? value : null;
  }
  return null;
}

/** HttpOnly, SameSite=Strict, no Max-Age: the cookie ends with the browser, the session sooner when idle. */
export function staffSessionCookieHeader(token: string, { secure }: { secure: boolean }): string {
  const parts = [`${STAFF_SESSION_COOKIE}=${token}`, 'HttpOnly', 'SameSite=Strict', `Path=${PATH}`];
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

export function clearedStaffSessionCookieHeader({ secure }: { secure: boolean }): string {
  return `${staffSessionCookieHeader('', { secure })}; Max-Age=0`;
}
