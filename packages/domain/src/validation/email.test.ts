import { describe, expect, it } from 'vitest';
import { EMAIL_MAX_LENGTH } from '../constants/limits.ts';
import { isEmail, isEmailWithinMaxLength } from './email.ts';

const atLength = (length: number) => `${'a'.repeat(length - '@example.com'.length)}@example.com`;

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const value of [
      'anna@example.com',
      'first.last+shop@mail.example.co.uk',
      "o'brien@example.ie",
      'x@xn--mnchen-3ya.de',
      atLength(EMAIL_MAX_LENGTH),
    ]) {
      expect(isEmail(value)).toBe(true);
    }
  });

  it('refuses malformed addresses', () => {
    for (const value of [
      '',
      'anna',
      'anna@',
      '@example.com',
      'anna@example',
      'anna@@example.com',
      'an na@example.com',
      '.anna@example.com',
      'anna.@example.com',
      'an..na@example.com',
      'anna@-example.com',
      'anna@example.c',
      'anna@example.123',
      'anna@exam_ple.com',
      'änna@example.com',
    ]) {
      expect(isEmail(value)).toBe(false);
    }
  });

  it('refuses addresses longer than 80 characters', () => {
    expect(isEmailWithinMaxLength(atLength(80))).toBe(true);
    expect(isEmailWithinMaxLength(atLength(81))).toBe(false);
    expect(isEmail(atLength(81))).toBe(false);
  });
});
