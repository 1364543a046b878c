import { describe, expect, it } from 'vitest';
import { isInvalidSessionError } from './session-error.ts';

describe('isInvalidSessionError', () => {
  it('is true only for code 1', () => {
    expect(isInvalidSessionError(1)).toBe(true);
    for (const code of [2, 3, 4, 0, '1', null, undefined]) expect(isInvalidSessionError(code)).toBe(false);
  });
});
