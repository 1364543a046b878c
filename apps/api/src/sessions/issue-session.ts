import type { SessionRepository } from '../repositories/session-repository.ts';
import { sessionCookieHeader } from './session-cookie.ts';
import { LONG_SESSION_SECONDS, SHORT_SESSION_SECONDS } from './session-lifetime.ts';
import { generateSessionToken, hashSessionToken } from './session-token.ts';

interface IssueSessionInput {
  userId: number;
  stayLoggedIn: boolean;
  /** Secure cookies when the API is served over https. */
  secure: boolean;
  now?: Date;
}

/** Starts a session for a user: stores the token's hash and returns the Set-Cookie header. */
export async function issueSession(
  sessions: SessionRepository,
  { userId, stayLoggedIn, secure, now = new Date() }: IssueSessionInput,
): Promise<{ token: string; setCookie: string; expiresAt: Date }> {
  const token = generateSessionToken();
  const lifetime = stayLoggedIn ? LONG_SESSION_SECONDS : SHORT_SESSION_SECONDS;
  const expiresAt = new Date(now.getTime() + lifetime * 1000);
  await sessions.insert({ tokenHash: hashSessionToken(token), userId, expiresAt, stayLoggedIn });
  const setCookie = sessionCookieHeader(token, {
    secure,
    ...(stayLoggedIn ? { maxAgeSeconds: LONG_SESSION_SECONDS } : {}),
  });
  return { token, setCookie, expiresAt };
}
