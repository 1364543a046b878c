import { describe, expect, it } from 'vitest';
import { isDiscountCodeError } from './discount-error.ts';

describe('isDiscountCodeError', () => {
  it('is true for 300 to 306', () => {
    for (let code = 300; code <= 306; code += 1) expect(isDiscountCodeError(code)).toBe(true);
  });

  it('is false just outside the range and for other values', () => {
    for (const code of [299, 307, 1, 216, 401, '300', null, undefined]) {
      expect(isDiscountCodeError(code)).toBe(false);
    }
  });
});
