import { AppError, ERROR_CODE } from '@foundry/errors';

/** A positive database id, or null for anything else. */
export function customisationIdOf(raw: string | number): number | null {
  const text = String(raw);
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? Number(text) : null;
}

/** Code 103 on `id`: a customisation that is not the caller's (or none at all) is not found. */
export function customisationNotFound(): AppError {
  return new AppError(ERROR_CODE.USER_INVALID, {
    message: 'The customisation was not found.',
    fields: { id: 'Customisation not found.' },
  });
}
