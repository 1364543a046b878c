import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH } from '../validation/password-length.ts';
import { newPasswordSchema, signInSchema, signUpSchema } from './account-schemas.ts';
import { FORM_MESSAGE_KEYS } from './form-message-keys.ts';

function problems(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('signUpSchema', () => {
  it('accepts a name, an e-mail and a password of ten characters', () => {
    const result = signUpSchema.safeParse({
      name: ' Anna ',
      email: ' anna@example.com ',
      password: 'a'.repeat(PASSWORD_MIN_LENGTH),
      mailing: false,
    });
    expect(result.data).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      password: 'a'.repeat(PASSWORD_MIN_LENGTH),
      mailing: false,
    });
  });

  it('names the problem of each field', () => {
    const result = signUpSchema.safeParse({ name: '', email: 'anna', password: 'short', mailing: true });
    expect(problems(result)).toEqual({
      name: FORM_MESSAGE_KEYS.required,
      email: FORM_MESSAGE_KEYS.invalidEmail,
      password: FORM_MESSAGE_KEYS.passwordTooShort,
    });
  });
});

describe('signInSchema', () => {
  it('does not judge the length of an existing password, only that it is there', () => {
    expect(
      signInSchema.safeParse({ email: 'a@example.com', password: 'short', stayLoggedIn: false }).success,
    ).toBe(true);
    expect(problems(signInSchema.safeParse({ email: '', password: '', stayLoggedIn: false }))).toEqual({
      email: FORM_MESSAGE_KEYS.required,
      password: FORM_MESSAGE_KEYS.required,
    });
  });
});

describe('newPasswordSchema', () => {
  it('wants the password twice, the same both times', () => {
    const password = 'correct horse battery';
    expect(newPasswordSchema.safeParse({ password, repeatPassword: password }).success).toBe(true);
    expect(problems(newPasswordSchema.safeParse({ password, repeatPassword: `${password}!` }))).toEqual({
      repeatPassword: FORM_MESSAGE_KEYS.passwordsDiffer,
    });
  });
});
