import { LicenseSelectionError } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';

/** Runs pricing; a selection the catalogue does not allow becomes error 209 with the reason. */
export function priceWithLicenceErrors<T>(work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof LicenseSelectionError) {
      throw new AppError(ERROR_CODE.LICENSES_MISSING, {
        message: error.message,
        fields: { licenses: error.message },
        cause: error,
      });
    }
    throw error;
  }
}
