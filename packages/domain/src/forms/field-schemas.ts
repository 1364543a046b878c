import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants/limits.ts';
import { isEmail } from '../validation/email.ts';
import { isGeneralText } from '../validation/general-text.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../validation/password-length.ts';
import { isPhone } from '../validation/phone.ts';
import { isZipCode } from '../validation/zip-code.ts';
import { FORM_MESSAGE_KEYS as KEYS, messageWithValues } from './form-message-keys.ts';

/**
 * The building blocks of every form schema: one field kind each, trimmed, with its message as a key
 * (FORM_MESSAGE_KEYS). Optional fields accept the empty string, which a form sends for "nothing".
 */

/** Free text on one line (a name, a city): general text of at most `max` characters. */
export function textField({ max, required = true }: { max: number; required?: boolean }) {
  const base = z.string().trim();
  const checked = required ? base.min(1, KEYS.required) : base;
  return checked.max(max, KEYS.tooLong).refine((value) => isGeneralText(value), KEYS.forbiddenCharacter);
}

/** Text over several lines (a message): general text with line breaks. */
export function multilineTextField({ max, required = true }: { max: number; required?: boolean }) {
  const base = z.string().trim();
  const checked = required ? base.min(1, KEYS.required) : base;
  return checked
    .max(max, KEYS.tooLong)
    .refine((value) => isGeneralText(value, { multiline: true }), KEYS.forbiddenCharacter);
}

/** An e-mail address: required, at most 80 characters, a sane shape. */
export function emailField() {
  return z
    .string()
    .trim()
    .min(1, KEYS.required)
    .max(EMAIL_MAX_LENGTH, KEYS.tooLong)
    .refine((value) => value === '' || isEmail(value), KEYS.invalidEmail);
}

/** A password as typed (never trimmed): at least 10 characters when it is chosen, at most 200. */
export function passwordField({ choosing }: { choosing: boolean }) {
  const base = z.string().min(1, KEYS.required);
  return (choosing ? base.min(PASSWORD_MIN_LENGTH, KEYS.passwordTooShort) : base).max(
    PASSWORD_MAX_LENGTH,
    KEYS.tooLong,
  );
}

/** A pattern field (phone, postcode): empty only when optional, else the pattern within `max`. */
function patternField(
  test: (value: string) => boolean,
  message: string,
  { max, required }: { max: number; required: boolean },
) {
  const base = z.string().trim();
  return (required ? base.min(1, KEYS.required) : base)
    .max(max, KEYS.tooLong)
    .refine((value) => value === '' || test(value), message);
}

export function phoneField({ max, required = true }: { max: number; required?: boolean }) {
  return patternField(isPhone, KEYS.invalidPhone, { max, required });
}

export function zipField({ max, required = false }: { max: number; required?: boolean }) {
  return patternField(isZipCode, KEYS.invalidZip, { max, required });
}

/** A country as its ISO 3166-1 alpha-2 code (the form's select gives it). */
export function countryField() {
  return z
    .string()
    .trim()
    .min(1, KEYS.chooseCountry)
    .regex(/^[A-Za-z]{2}$/, KEYS.chooseCountry)
    .transform((code) => code.toUpperCase());
}

/** A box ticked or not. */
export function tickField() {
  return z.boolean();
}

/**
 * A whole number typed into a field (points, euros): required, digits only, at least `min`; the
 * output is the number.
 */
export function wholeNumberField({ min }: { min: number }) {
  return z
    .string()
    .trim()
    .min(1, KEYS.required)
    .regex(/^\d+$/, KEYS.wholeNumber)
    .transform(Number)
    .refine((value) => value >= min, messageWithValues(KEYS.numberAtLeast, { min }));
}
