import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';

export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH };

/**
 * Throws 100 'missing password' for an empty password, and 103 'user invalid' with a message on the
 * `password` field for one too short or too long: the catalogue has no code of its own for that.
 */
export function requireAcceptablePassword(password: string | null | undefined): string {
  if (!password)
    throw new AppError(ERROR_CODE.PASSWORD_MISSING, { fields: { password: 'Please enter a password.' } });
  if (password.length < PASSWORD_MIN_LENGTH) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { password: `The password needs at least ${PASSWORD_MIN_LENGTH} characters.` },
    });
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    throw new AppError(ERROR_CODE.USER_INVALID, {
      fields: { password: `At most ${PASSWORD_MAX_LENGTH} characters.` },
    });
  }
  return password;
}
