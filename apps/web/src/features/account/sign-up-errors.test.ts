import { describe, expect, it } from 'vitest';
import { signUpErrorsOf } from './sign-up-errors.ts';

describe('signUpErrorsOf', () => {
  it('puts each field message under its field and keeps the general message for the form', () => {
    expect(
      signUpErrorsOf('Please check the form.', {
        'userInfo.email': 'This address is already registered.',
        password: 'At least 8 characters.',
      }),
    ).toEqual({
      form: ['Please check the form.'],
      fields: { email: 'This address is already registered.', password: 'At least 8 characters.' },
    });
  });

  it('keeps a message for a field the form does not show with the general one', () => {
    expect(signUpErrorsOf('Refused.', { token: 'Captcha expired.' })).toEqual({
      form: ['Refused.', 'Captcha expired.'],
      fields: {},
    });
  });

  it('has only the general message without field messages', () => {
    expect(signUpErrorsOf('Refused.', undefined)).toEqual({ form: ['Refused.'], fields: {} });
  });
});
