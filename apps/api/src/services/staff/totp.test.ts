import { describe, expect, it } from 'vitest';
import { currentTotp, newTotpSecret, verifyTotp } from './totp.ts';

describe('TOTP second factor', () => {
  const { secret, uri } = newTotpSecret('ada@foundry.test');
  const now = new Date('2026-11-27T10:00:00Z');

  it('issues a 160-bit base32 secret and an otpauth URI naming the account', () => {
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toContain('otpauth://totp/');
    expect(uri).toContain('ada%40foundry.test');
    expect(newTotpSecret('ada@foundry.test').secret).not.toBe(secret);
  });

  it('accepts the current code, with spaces, and one step of drift either way', () => {
    expect(verifyTotp(secret, currentTotp(secret, now), now)).toBe(true);
    const code = currentTotp(secret, now);
    expect(verifyTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(true);
    expect(verifyTotp(secret, currentTotp(secret, new Date(now.getTime() - 30_000)), now)).toBe(true);
    expect(verifyTotp(secret, currentTotp(secret, new Date(now.getTime() + 30_000)), now)).toBe(true);
  });

  it('refuses an old code, another secret’s code and anything but six digits', () => {
    expect(verifyTotp(secret, currentTotp(secret, new Date(now.getTime() - 120_000)), now)).toBe(false);
    expect(verifyTotp(secret, currentTotp(newTotpSecret('x@y').secret, now), now)).toBe(false);
    expect(verifyTotp(secret, '12345', now)).toBe(false);
    expect(verifyTotp(secret, 'abcdef', now)).toBe(false);
  });
});
