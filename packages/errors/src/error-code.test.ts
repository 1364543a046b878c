import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from './catalogue.ts';
import { ERROR_CODE, isErrorCode } from './error-code.ts';

describe('ERROR_CODE', () => {
  it('names every catalogue code after its key', () => {
    expect(ERROR_CODE.TOKEN_INVALID).toBe(1);
    expect(ERROR_CODE.QUANTITY_UNAVAILABLE).toBe(216);
    expect(ERROR_CODE.DISCOUNT_CODE_FONTS_ONLY).toBe(306);
    expect(Object.values(ERROR_CODE).sort((a, b) => a - b)).toEqual(
      ERROR_CATALOGUE.map((entry) => entry.code).sort((a, b) => a - b),
    );
  });

  it('cannot be changed at run time', () => {
    expect(Object.isFrozen(ERROR_CODE)).toBe(true);
  });
});

describe('isErrorCode', () => {
  it('accepts catalogue codes only', () => {
    expect(isErrorCode(223)).toBe(true);
    expect(isErrorCode(222)).toBe(false);
    expect(isErrorCode('223')).toBe(false);
  });
});
