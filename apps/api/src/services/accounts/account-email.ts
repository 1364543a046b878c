import { EMAIL_MAX_LENGTH, isEmail, isEmailWithinMaxLength } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';

/** The trimmed address, or AppError 103 ('user invalid') with a message on the `email` field. */
export function validAccountEmail(raw: string): string {
  const email = raw.trim();
  if (!email) throw new AppError(ERROR_CODE.USER_INVALID, { fields: { email: 'This field is required.' } });
  if (!isEmailWithinMaxLength(email)) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { email: `At most ${EMAIL_MAX_LENGTH} characters.` },
    });
  }
  if (!isEmail(email))
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { email: 'Please enter a valid e-mail address.' },
    });
  return email;
}
