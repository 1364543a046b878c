import { describe, expect, it } from 'vitest';
import {
  clearedSessionCookieHeader,
  readSessionToken,
  SESSION_COOKIE,
  sessionCookieHeader,
} from './session-cookie.ts';
import { generateSessionToken, hashSessionToken } from './session-token.ts';

describe('session cookie', () => {
  it('issues 32 random bytes as base64url and hashes them with SHA-256', () => {
    const token = generateSessionToken();
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(token).not.toBe(generateSessionToken());
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).not.toContain(token);
  });

  it('writes an HttpOnly, SameSite=Lax cookie for the whole site', () => {
    const header = sessionCookieHeader('abc', { secure: false });
    expect(header).toBe(`${SESSION_COOKIE}=abc; HttpOnly; SameSite=Lax; Path=/`);
  });

  it('adds Secure on https and Max-Age for stay-logged-in', () => {
    expect(sessionCookieHeader('abc', { secure: true, maxAgeSeconds: 60 })).toBe(
      `${SESSION_COOKIE}=abc; HttpOnly; SameSite=Lax; Path=/; Secure; Max-Age=60`,
    );
  });

  it('clears the cookie with Max-Age=0', () => {
    expect(clearedSessionCookieHeader({ secure: false })).toContain('Max-Age=0');
  });

  it('reads the token among other cookies and ignores malformed values', () => {
    const token = generateSessionToken();
    expect(readSessionToken(`theme=dark; ${SESSION_COOKIE}=${token}; cart=1`)).toBe(token);
    expect(readSessionToken(`${SESSION_COOKIE}=short`)).toBeNull();
    expect(readSessionToken('theme=dark')).toBeNull();
    expect(readSessionToken(null)).toBeNull();
  });
});
