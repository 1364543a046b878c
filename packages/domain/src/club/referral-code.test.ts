import { describe, expect, it } from 'vitest';
import { normalizeReferralCode, REFERRAL_CODE_LENGTH, referralCodeFrom } from './referral-code.ts';

describe('referralCodeFrom', () => {
  it('makes a code of unambiguous letters and digits', () => {
    const code = referralCodeFrom(Uint8Array.from([0, 1, 2, 3, 30, 31, 255, 100]));
    expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]+$/);
    expect(code.startsWith('ABCD')).toBe(true);
  });

  it('needs enough bytes', () => {
    expect(() => referralCodeFrom(new Uint8Array(3))).toThrow(RangeError);
  });
});

describe('normalizeReferralCode', () => {
  it('reads a typed code in the issued form: upper case, spaces dropped', () => {
    expect(normalizeReferralCode(' k7m2 qx9d ')).toBe('K7M2QX9D');
  });

  it('refuses what cannot be a code: wrong length or look-alike characters', () => {
    expect(normalizeReferralCode('K7M2QX9')).toBeNull();
    expect(normalizeReferralCode('K7M2QX9D1')).toBeNull();
    expect(normalizeReferralCode('K7M2QX0D')).toBeNull();
    expect(normalizeReferralCode("K7M2'; --")).toBeNull();
  });
});
