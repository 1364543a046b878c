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
  wholeNumber: 'forms.wholeNumber',
  numberAtLeast: 'forms.numberAtLeast',
  invoiceLimitRange: 'forms.invoiceLimitRange',
  typeToConfirm: 'forms.typeToConfirm',
  chooseAddress: 'forms.chooseAddress',
  rewardNeedsPoints: 'forms.rewardNeedsPoints',
  chooseShipping: 'forms.chooseShipping',
  acceptTerms: 'forms.acceptTerms',
  invalidCardNumber: 'forms.invalidCardNumber',
  invalidCardExpiry: 'forms.invalidCardExpiry',
  invalidCardCvc: 'forms.invalidCardCvc',
  chooseLicence: 'forms.chooseLicence',
  completeLicence: 'forms.completeLicence',
} as const;

export type FormMessageKey = (typeof FORM_MESSAGE_KEYS)[keyof typeof FORM_MESSAGE_KEYS];

/**
 * A message key with the values its words take ("“{{value}}” is listed twice."): the key, a space
 * and the values as JSON. The web's form layer reads both back (ui/form-message.ts).
 */
export function messageWithValues(key: string, values: Record<string, string | number>): string {
  return `${key} ${JSON.stringify(values)}`;
}

/** The key and values of a form message made by `messageWithValues` (a plain key has no values). */
export function readFormMessage(message: string): { key: string; values?: Record<string, unknown> } {
  const at = message.indexOf(' {');
  if (at < 0) return { key: message };
  try {
    const values: unknown = JSON.parse(message.slice(at + 1));
    if (values && typeof values === 'object')
      return { key: message.slice(0, at), values: values as Record<string, unknown> };
  } catch {
    // Not made by messageWithValues: words with a brace in them.
  }
  return { key: message };
}
