import { describe, expect, it } from 'vitest';
import { ERROR_CODE } from './error-code.ts';
import { ERROR_MESSAGES_EN } from './error-messages.en.ts';
import { ERROR_VARIANTS, variantError } from './error-variants.ts';

describe('error variants', () => {
  it('keep the catalogue code and replace only the sentence', () => {
    const error = variantError('ORDER_NOT_FOUND');
    expect(error.code).toBe(ERROR_CODE.ORDER_INVALID);
    expect(error.message).toBe(ERROR_VARIANTS.ORDER_NOT_FOUND.message);
    expect(error.message).not.toBe(ERROR_MESSAGES_EN.order_invalid);
  });
});
