export { AppError, type AppErrorOptions, isAppError } from './app-error.ts';
export {
  ERROR_CATALOGUE,
  ERROR_KEY_PREFIX,
  type ErrorCatalogueEntry,
  type ErrorCode,
  type ErrorMessageKey,
  UNKNOWN_ERROR_KEY,
} from './catalogue.ts';
export { DISCOUNT_ERROR_CODES, type DiscountErrorCode, isDiscountCodeError } from './discount-error.ts';
export { englishMessageForCode } from './english-message-for-code.ts';
export { ERROR_CODE, isErrorCode } from './error-code.ts';
export { ERROR_MESSAGES_EN } from './error-messages.en.ts';
export { ERROR_VARIANTS, type ErrorVariantName, variantError } from './error-variants.ts';
export { InputError, isInputError } from './input-error.ts';
export { errorKeyForCode, messageKeyForCode } from './message-key-for-code.ts';
export { isInvalidSessionError } from './session-error.ts';
export { isStaffError, STAFF_ERROR, StaffError, type StaffErrorCode } from './staff-error.ts';
