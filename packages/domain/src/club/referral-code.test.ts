import { describe, expect, it } from 'vitest';
import { REFERRAL_CODE_LENGTH, referralCodeFrom } from './referral-code.ts';

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
