import { describe, expect, it } from 'vitest';
import { AppError, isAppError } from './app-error.ts';
import { ERROR_CODE } from './error-code.ts';
import { ERROR_MESSAGES_EN } from './error-messages.en.ts';

describe('AppError', () => {
  it('carries its code and defaults to the English sentence of the catalogue', () => {
    const error = new AppError(ERROR_CODE.QUANTITY_UNAVAILABLE);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(216);
    expect(error.message).toBe(ERROR_MESSAGES_EN.quantity_unavailable);
    expect(error.fields).toBeUndefined();
    expect(error.name).toBe('AppError');
  });

  it('keeps a custom message, field messages and the cause', () => {
    const cause = new Error('root');
    const error = new AppError(102, {
      message: 'Taken',
      fields: { email: 'This e-mail address is already registered.' },
      cause,
    });
    expect(error.message).toBe('Taken');
    expect(error.fields).toEqual({ email: 'This e-mail address is already registered.' });
    expect(error.cause).toBe(cause);
  });
});

describe('isAppError', () => {
  it('tells app errors from plain errors and other values', () => {
    expect(isAppError(new AppError(5))).toBe(true);
    expect(isAppError(new Error('boom'))).toBe(false);
    expect(isAppError({ name: 'AppError', code: 5 })).toBe(false);
    expect(isAppError(null)).toBe(false);
  });
});
