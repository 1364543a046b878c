import type { SessionRepository, SessionUser } from '../repositories/session-repository.ts';
import { readSessionToken } from './session-cookie.ts';
import { hashSessionToken } from './session-token.ts';

/** The user signed in by the request's session cookie, or null. */
export async function readSession(
  sessions: SessionRepository,
  cookieHeader: string | null,
  now: Date = new Date(),
): Promise<{ user: SessionUser | null }> {
  const token = readSessionToken(cookieHeader);
  if (!token) return { user: null };
  return { user: await sessions.findUserByTokenHash(hashSessionToken(token), now) };
}
