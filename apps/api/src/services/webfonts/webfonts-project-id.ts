import { AppError, ERROR_CODE } from '@foundry/errors';

/** A positive database id, or null for anything else (malformed or out of the column's range). */
export function webfontsProjectIdOf(raw: string | number | null | undefined): number | null {
  if (raw === null || raw === undefined) return null;
  const text = String(raw);
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/** Code 103 on `id`: a project that is not the caller's (or none at all, or deleted) is not found. */
export function webfontsProjectNotFound(): AppError {
  return new AppError(ERROR_CODE.USER_INVALID, {
    message: 'The project was not found.',
    fields: { id: 'Project not found.' },
  });
}

/** Code 103 with the problems by field. */
export function webfontsProjectInvalid(
  fields: Record<string, string>,
  message = 'Please correct the marked fields.',
): AppError {
  return new AppError(ERROR_CODE.USER_INVALID, { message, fields });
}
