/** The refusal of a sign-up: messages for the whole form, and those the server gave per field. */
export interface SignUpErrors {
  form: string[];
  fields: Partial<Record<SignUpField, string>>;
}

type SignUpField = 'name' | 'email' | 'password';

const SIGN_UP_FIELDS: readonly string[] = ['name', 'email', 'password'];

export const NO_ERRORS: SignUpErrors = { form: [], fields: {} };

/**
 * Splits the server's per-field messages (`extensions.fields`, keyed by the input's path such as
 * `userInfo.email`) between the form's fields, shown under them, and the general message; a message
 * for a field the form does not show stays with the general one.
 */
export function signUpErrorsOf(general: string, fields: unknown): SignUpErrors {
  const errors: SignUpErrors = { form: [general], fields: {} };
  if (!fields || typeof fields !== 'object') return errors;
  for (const [path, message] of Object.entries(fields)) {
    const field = path.split('.').pop() ?? path;
    if (SIGN_UP_FIELDS.includes(field)) errors.fields[field as SignUpField] = String(message);
    else errors.form.push(String(message));
  }
  return errors;
}
