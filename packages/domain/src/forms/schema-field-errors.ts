import type { z } from 'zod';
import { FORM_MESSAGE_KEYS as KEYS } from './form-message-keys.ts';

/** The API's English words for each schema message key (extensions.fields carry words, docs/errors.md). */
const WORDS: Record<string, (issue: z.core.$ZodIssue) => string> = {
  [KEYS.required]: () => 'This field is required.',
  [KEYS.tooLong]: (issue) => `At most ${'maximum' in issue ? String(issue.maximum) : ''} characters.`,
  [KEYS.forbiddenCharacter]: () => 'This field contains a forbidden character.',
  [KEYS.invalidEmail]: () => 'Please enter a valid e-mail address.',
  [KEYS.invalidPhone]: () => 'Digits, spaces and + - . ( ) only.',
  [KEYS.invalidZip]: () => 'Letters, digits, hyphens and spaces only.',
  [KEYS.chooseCountry]: () => 'Please choose a country.',
  [KEYS.chooseState]: () => 'Please choose a state.',
  [KEYS.passwordTooShort]: () => 'The password is too short.',
  [KEYS.passwordsDiffer]: () => 'The passwords differ.',
  [KEYS.wholeNumber]: () => 'A whole number, please.',
};

/**
 * The problems a form schema finds in a value, as the API reports them: field name → words, the
 * first problem of each field. `fieldOf` renames a schema path ('address2' → 'address').
 */
export function schemaFieldErrors(
  schema: z.ZodType,
  value: unknown,
  fieldOf: (path: string) => string = (path) => path,
): Record<string, string> {
  const result = schema.safeParse(value);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue.path.join('.'));
    errors[field] ??= WORDS[issue.message]?.(issue) ?? issue.message;
  }
  return errors;
}
