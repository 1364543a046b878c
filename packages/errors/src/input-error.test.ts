import { describe, expect, it } from 'vitest';
import { InputError, isInputError } from './input-error.ts';

describe('InputError', () => {
  it('carries its fields and takes the first field message as its own by default', () => {
    const error = new InputError({ term: 'Too short.' });
    expect(error.fields).toEqual({ term: 'Too short.' });
    expect(error.message).toBe('Too short.');
    expect(new InputError({ page: 'page must be 1 or more' }, 'page must be 1 or more.').message).toBe(
      'page must be 1 or more.',
    );
  });

  it('is recognised by isInputError, other errors are not', () => {
    expect(isInputError(new InputError({ status: 'One of A, B.' }))).toBe(true);
    expect(isInputError(new Error('x'))).toBe(false);
    expect(isInputError({ name: 'InputError', fields: {} })).toBe(false);
  });
});
