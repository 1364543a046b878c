import { VALIDATION_MESSAGE_KEYS } from '../validation/validation-message-keys.ts';

/**
 * The message of every rule a form schema checks, as a key of the web app's `common` namespace
 * (docs/forms.md): the schemas say which rule failed, the web says it in the reader's language.
 */
export const FORM_MESSAGE_KEYS = {
  required: 'field_required',
  tooLong: VALIDATION_MESSAGE_KEYS.maxLength,
  forbiddenCharacter: VALIDATION_MESSAGE_KEYS.forbiddenCharacter,
  invalidEmail: 'forms.invalidEmail',
  invalidPhone: 'forms.invalidPhone',
  invalidZip: 'forms.invalidZip',
  chooseCountry: 'forms.chooseCountry',
  chooseState: 'forms.chooseState',
  passwordTooShort: 'forms.passwordTooShort',
  passwordsDiffer: 'forms.passwordsDiffer',
} as const;

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[keyof typeof FORM_MESSAGE_KEYS];
