import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a reset link works. */
export const PASSWORD_RESET_TOKEN_MINUTES = 60;

/** What a reset token is bound to: the account, its address and its current password hash. */
export interface ResetTokenSubject {
  id: number;
  email: string;
  passwordHash: string | null;
}

function signatureOf(secret: string, subject: ResetTokenSubject, expiresAt: number): Buffer {
  // The hash carries a fresh salt each time the password is set, so once the password changes (the
  // link was used) the signature no longer matches: single use without a table of issued tokens.
  return createHmac('sha256', secret)
    .update(
      ['password-reset', subject.id, subject.email.toLowerCase(), subject.passwordHash ?? '', expiresAt].join(
        '\u0000',
      ),
    )
    .digest();
}

/** `<user id>.<expiry, unix seconds>.<HMAC-SHA256, base64url>`. */
export function createPasswordResetToken(
  secret: string,
  subject: ResetTokenSubject,
  now: Date = new Date(),
): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + PASSWORD_RESET_TOKEN_MINUTES * 60;
  return `${subject.id}.${expiresAt}.${signatureOf(secret, subject, expiresAt).toString('base64url')}`;
}

/** The user id a well-formed, unexpired token names (its signature is checked by `isPasswordResetTokenValid`). */
export function parsePasswordResetToken(
  token: string,
  now: Date = new Date(),
): { userId: number; expiresAt: number; signature: Buffer } | null {
  const match = /^([1-9][0-9]{0,9})\.([0-9]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const expiresAt = Number(match[2]);
  if (expiresAt * 1000 <= now.getTime()) return null;
  return { userId: Number(match[1]), expiresAt, signature: Buffer.from(match[3] ?? '', 'base64url') };
}

/** Whether the token was made for this account in its current state and has not expired. */
export function isPasswordResetTokenValid(
  secret: string,
  token: string,
  subject: ResetTokenSubject,
  now: Date = new Date(),
): boolean {
  const parsed = parsePasswordResetToken(token, now);
  if (!parsed || parsed.userId !== subject.id) return false;
  const expected = signatureOf(secret, subject, parsed.expiresAt);
  return expected.length === parsed.signature.length && timingSafeEqual(expected, parsed.signature);
}
