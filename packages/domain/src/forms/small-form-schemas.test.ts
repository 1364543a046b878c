import { describe, expect, it } from 'vitest';
import { FEEDBACK_MESSAGE_MAX_LENGTH } from '../feedback/feedback-message.ts';
import { corporateCodeSchema, discountCodeSchema, TYPED_CODE_MAX_LENGTH } from './code-schemas.ts';
import { feedbackSchema } from './feedback-schema.ts';
import { FORM_MESSAGE_KEYS } from './form-message-keys.ts';
import { backInStockSchema, newsletterSchema } from './newsletter-schema.ts';
import { schemaFieldErrors } from './schema-field-errors.ts';
import { messagesOf } from './schema-test-support.ts';

const keysOf = messagesOf;

describe('newsletterSchema', () => {
  it('wants a real e-mail address of at most 80 characters', () => {
    expect(newsletterSchema.parse({ email: '  reader@example.com ' })).toEqual({
      email: 'reader@example.com',
    });
    expect(keysOf(newsletterSchema, { email: '' })).toEqual({ email: FORM_MESSAGE_KEYS.required });
    expect(keysOf(newsletterSchema, { email: 'reader@localhost' })).toEqual({
      email: FORM_MESSAGE_KEYS.invalidEmail,
    });
    expect(keysOf(newsletterSchema, { email: `${'a'.repeat(75)}@example.cz` })).toEqual({
      email: FORM_MESSAGE_KEYS.tooLong,
    });
  });
});

describe('backInStockSchema', () => {
  it('wants an e-mail address, and the API says its problems in words', () => {
    expect(backInStockSchema.parse({ email: ' reader@example.com ' })).toEqual({
      email: 'reader@example.com',
    });
    expect(keysOf(backInStockSchema, { email: '' })).toEqual({ email: FORM_MESSAGE_KEYS.required });
    expect(schemaFieldErrors(backInStockSchema, { email: 'reader@' })).toEqual({
      email: 'Please enter a valid e-mail address.',
    });
    expect(schemaFieldErrors(backInStockSchema, { email: `${'a'.repeat(75)}@example.cz` })).toEqual({
      email: 'At most 80 characters.',
    });
  });
});

describe('feedbackSchema', () => {
  it('accepts a message in any script up to the limit once trimmed', () => {
    expect(feedbackSchema.parse({ message: '  Краси́вый курсив. 美しい  ' })).toEqual({
      message: 'Краси́вый курсив. 美しい',
    });
    expect(keysOf(feedbackSchema, { message: `  ${'a'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH)} ` })).toEqual({});
  });

  it('refuses a blank message and one over the limit, in the API words too', () => {
    expect(keysOf(feedbackSchema, { message: ' \n\t ' })).toEqual({ message: FORM_MESSAGE_KEYS.required });
    expect(
      schemaFieldErrors(feedbackSchema, { message: 'a'.repeat(FEEDBACK_MESSAGE_MAX_LENGTH + 1) }),
    ).toEqual({
      message: `At most ${FEEDBACK_MESSAGE_MAX_LENGTH} characters.`,
    });
    expect(schemaFieldErrors(feedbackSchema, { message: '' })).toEqual({
      message: 'This field is required.',
    });
  });
});

describe('typed codes', () => {
  it('upper-cases a discount code and wants one', () => {
    expect(discountCodeSchema.parse({ discountCode: ' fonts20 ' })).toEqual({ discountCode: 'FONTS20' });
    expect(keysOf(discountCodeSchema, { discountCode: '  ' })).toEqual({
      discountCode: FORM_MESSAGE_KEYS.required,
    });
  });

  it(`refuses a corporate code over ${TYPED_CODE_MAX_LENGTH} characters`, () => {
    expect(keysOf(corporateCodeSchema, { code: 'A'.repeat(TYPED_CODE_MAX_LENGTH + 1) })).toEqual({
      code: FORM_MESSAGE_KEYS.tooLong,
    });
    expect(corporateCodeSchema.parse({ code: 'acme-2026' })).toEqual({ code: 'ACME-2026' });
  });
});

describe('schemaFieldErrors', () => {
  it('renames paths and keeps the first problem of a field', () => {
    expect(
      schemaFieldErrors(newsletterSchema, { email: `${'a'.repeat(80)}@x` }, (path) => `user.${path}`),
    ).toEqual({ 'user.email': 'At most 80 characters.' });
  });
});
