import { describe, expect, it } from 'vitest';
import { serverFieldErrors } from './server-field-errors.ts';

describe('serverFieldErrors', () => {
  it('attaches the server messages to the form fields and keeps the rest apart', () => {
    const result = serverFieldErrors([
      {
        extensions: {
          code: 223,
          fields: { email: 'Bad e-mail', 'user.address': 'Line missing', 'shippingAddress.city': 'City?' },
        },
      },
    ]);
    expect(result).toEqual({
      fields: { email: 'Bad e-mail', address1: 'Line missing' },
      other: ['City?'],
      code: 223,
    });
  });

  it('is null when the error names no fields', () => {
    expect(serverFieldErrors([{ extensions: { code: 200 } }])).toBeNull();
    expect(serverFieldErrors([])).toBeNull();
  });
});
