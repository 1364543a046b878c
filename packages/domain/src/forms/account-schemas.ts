import { z } from 'zod';
import { emailField, passwordField, textField, tickField } from './field-schemas.ts';
import { FORM_MESSAGE_KEYS, messageWithValues } from './form-message-keys.ts';

/** The longest name an account may have. */
export const ACCOUNT_NAME_MAX_LENGTH = 120;

/** Sign-in: an e-mail and the password as typed (its length is not checked: old ones may be short). */
export const signInSchema = z.object({
  email: emailField(),
  password: passwordField({ choosing: false }),
  stayLoggedIn: tickField(),
});

/** Sign-up: a name, an e-mail, a new password of 10 or more characters, and the newsletter box. */
export const signUpSchema = z.object({
  name: textField({ max: ACCOUNT_NAME_MAX_LENGTH }),
  email: emailField(),
  password: passwordField({ choosing: true }),
  mailing: tickField(),
});

/** A forgotten password: the account's e-mail. */
export const forgotPasswordSchema = z.object({ email: emailField() });

/** A new password typed twice: the second must match the first. */
const newPasswordShape = {
  password: passwordField({ choosing: true }),
  repeatPassword: z.string().min(1, FORM_MESSAGE_KEYS.required),
};
const repeatMatches = (value: { password: string; repeatPassword: string }) =>
  value.password === value.repeatPassword;
const REPEAT_DIFFERS = { path: ['repeatPassword'], message: FORM_MESSAGE_KEYS.passwordsDiffer };

/** A new password (the reset link's page), typed twice. */
export const newPasswordSchema = z.object(newPasswordShape).refine(repeatMatches, REPEAT_DIFFERS);

export type SignInValues = z.input<typeof signInSchema>;
export type SignUpValues = z.input<typeof signUpSchema>;
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

/** The account's e-mail and newsletter choice; a new e-mail is confirmed with the current password. */
export const emailSettingsSchema = z.object({
  email: emailField(),
  currentPassword: z.string(),
  mailing: tickField(),
});

/** A password change: the current password, then the new one twice. */
export const changePasswordSchema = z
  .object({ currentPassword: passwordField({ choosing: false }), ...newPasswordShape })
  .refine(repeatMatches, REPEAT_DIFFERS);

export type EmailSettingsValues = z.input<typeof emailSettingsSchema>;
export type ChangePasswordValues = z.input<typeof changePasswordSchema>;

/**
 * Cancelling the account: the password as typed (the API checks it) and `word` typed to confirm, so
 * a stray click cannot close an account.
 */
export function cancelAccountSchema(word: string) {
  return z.object({
    password: passwordField({ choosing: false }),
    confirmation: z
      .string()
      .trim()
      .refine((typed) => typed === word, messageWithValues(FORM_MESSAGE_KEYS.typeToConfirm, { word })),
  });
}

export type CancelAccountValues = z.input<ReturnType<typeof cancelAccountSchema>>;
