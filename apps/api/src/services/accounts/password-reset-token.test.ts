import { describe, expect, it } from 'vitest';
import {
  createPasswordResetToken,
  isPasswordResetTokenValid,
  PASSWORD_RESET_TOKEN_MINUTES,
  parsePasswordResetToken,
} from './password-reset-token.ts';

const SECRET = 'x'.repeat(64);
const subject = {
  id: 42,
  email: 'ada@example.com',
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$salt$hash',
};
const now = new Date('2026-01-01T12:00:00Z');

describe('password reset tokens', () => {
  it('is valid for its account until it expires', () => {
    const token = createPasswordResetToken(SECRET, subject, now);
    expect(token).toMatch(/^42\.\d+\.[A-Za-z0-9_-]{43}$/);
    expect(isPasswordResetTokenValid(SECRET, token, subject, now)).toBe(true);
    const almost = new Date(now.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000 - 1000);
    expect(isPasswordResetTokenValid(SECRET, token, subject, almost)).toBe(true);
    const expired = new Date(now.getTime() + PASSWORD_RESET_TOKEN_MINUTES * 60_000);
    expect(isPasswordResetTokenValid(SECRET, token, subject, expired)).toBe(false);
    expect(parsePasswordResetToken(token, expired)).toBeNull();
  });

  it('stops working once the password hash or the e-mail changes, and for another account or key', () => {
    const token = createPasswordResetToken(SECRET, subject, now);
    expect(isPasswordResetTokenValid(SECRET, token, { ...subject, passwordHash: 'other' }, now)).toBe(false);
    expect(isPasswordResetTokenValid(SECRET, token, { ...subject, email: 'eve@example.com' }, now)).toBe(
      false,
    );
    expect(isPasswordResetTokenValid(SECRET, token, { ...subject, id: 43 }, now)).toBe(false);
    expect(isPasswordResetTokenValid('y'.repeat(64), token, subject, now)).toBe(false);
  });

  it('refuses a token whose expiry was pushed out or whose signature was altered', () => {
    const token = createPasswordResetToken(SECRET, subject, now);
    const [id, expiry, signature] = token.split('.');
    const later = `${id}.${Number(expiry) + 3600}.${signature}`;
    expect(isPasswordResetTokenValid(SECRET, later, subject, now)).toBe(false);
    const flipped = `${id}.${expiry}.${signature?.startsWith('A') ? 'B' : 'A'}${signature?.slice(1)}`;
    expect(isPasswordResetTokenValid(SECRET, flipped, subject, now)).toBe(false);
    expect(isPasswordResetTokenValid(SECRET, 'garbage', subject, now)).toBe(false);
  });
});
