export const SESSION_COOKIE = 'foundry_session';

/** A token must look like one we issued before we spend a database lookup on it. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** The session token in a Cookie header, or null. */
export function readSessionToken(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = part.slice(separator + 1).trim();
    return TOKEN_SHAPE.test(value) ? value : null;
  }
  return null;
}

interface CookieOptions {
  /** `Secure` when the API is served over https. */
  secure: boolean;
  /** Seconds the browser keeps the cookie; without it the cookie ends with the browser session. */
  maxAgeSeconds?: number;
}

/** The Set-Cookie header that hands the token to the browser. */
export function sessionCookieHeader(token: string, options: CookieOptions): string {
  const parts = [`${SESSION_COOKIE}=${token}`, 'HttpOnly', 'SameSite=Lax', 'Path=/'];
  if (options.secure) parts.push('Secure');
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  return parts.join('; ');
}

/** The Set-Cookie header that removes the session cookie. */
export function clearedSessionCookieHeader(options: Pick<CookieOptions, 'secure'>): string {
  return sessionCookieHeader('', { secure: options.secure, maxAgeSeconds: 0 });
}
