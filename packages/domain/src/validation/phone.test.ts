import { describe, expect, it } from 'vitest';
import { isPhone } from './phone.ts';

describe('isPhone', () => {
  it('accepts digits, hyphen, plus, dot, parentheses and space', () => {
    for (const value of ['+49 (0)30 123-45.6', '030123456', '(555) 010-0199', '+1.212.555.0100', '7']) {
      expect(isPhone(value)).toBe(true);
    }
  });

  it('refuses letters, other signs, empty input and input without a digit', () => {
    for (const value of ['', ' ', '+-()', '0800-FLOWERS', '030/123456', '123#4', '１２３', '123\n456']) {
      expect(isPhone(value)).toBe(false);
    }
  });
});
