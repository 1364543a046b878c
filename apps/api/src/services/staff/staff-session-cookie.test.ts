import { describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../sessions/session-cookie.ts';
import { generateSessionToken } from '../../sessions/session-token.ts';
import {
  clearedStaffSessionCookieHeader,
  readStaffSessionToken,
  STAFF_SESSION_COOKIE,
  staffSessionCookieHeader,
} from './staff-session-cookie.ts';

describe('staff session cookie', () => {
  it('is HttpOnly, SameSite=Strict and sent only to /admin, without Max-Age', () => {
    expect(staffSessionCookieHeader('abc', { secure: true })).toBe(
      `${STAFF_SESSION_COOKIE}=abc; HttpOnly; SameSite=Strict; Path=/admin; Secure`,
    );
    expect(clearedStaffSessionCookieHeader({ secure: false })).toMatch(/Max-Age=0$/);
  });

  it('reads its own token, never the customers’ cookie', () => {
    const token = generateSessionToken();
    expect(readStaffSessionToken(`${SESSION_COOKIE}=${token}`)).toBeNull();
    expect(readStaffSessionToken(`${SESSION_COOKIE}=x; ${STAFF_SESSION_COOKIE}=${token}`)).toBe(token);
    expect(readStaffSessionToken(`${STAFF_SESSION_COOKIE}=short`)).toBeNull();
  });
});
