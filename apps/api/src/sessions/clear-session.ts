import type { SessionRepository } from '../repositories/session-repository.ts';
import { clearedSessionCookieHeader, readSessionToken } from './session-cookie.ts';
import { hashSessionToken } from './session-token.ts';

/** Ends the request's session on the server and returns the Set-Cookie header that drops the cookie. */
export async function clearSession(
  sessions: SessionRepository,
  cookieHeader: string | null,
  { secure }: { secure: boolean },
): Promise<{ setCookie: string }> {
  const token = readSessionToken(cookieHeader);
  if (token) await sessions.deleteByTokenHash(hashSessionToken(token));
  return { setCookie: clearedSessionCookieHeader({ secure }) };
}
