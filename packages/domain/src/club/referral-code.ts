/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;

/** A member's referral code from random bytes (one byte per character): 'K7M2QX9D'. */
export function referralCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < REFERRAL_CODE_LENGTH) throw new RangeError('not enough random bytes');
  let code = '';
  for (let index = 0; index < REFERRAL_CODE_LENGTH; index += 1) {
    code += ALPHABET[(bytes[index] ?? 0) % ALPHABET.length];
  }
  return code;
}

/**
 * A referral code as typed at sign-up, in the form codes are issued (upper case, no spaces), or null
 * when it cannot be one (wrong length or a character codes never hold).
 */
export function normalizeReferralCode(typed: string): string | null {
  const code = typed.replace(/\s+/g, '').toUpperCase();
  if (code.length !== REFERRAL_CODE_LENGTH) return null;
  return [...code].every((character) => ALPHABET.includes(character)) ? code : null;
}
