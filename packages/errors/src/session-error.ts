import { ERROR_CODE } from './error-code.ts';

/**
 * True for code 1 (token invalid). On any call it triggers the invalid-session handler, which drops
 * the stale session so the visitor continues as a guest or signs in again.
 */
export function isInvalidSessionError(code: unknown): code is typeof ERROR_CODE.TOKEN_INVALID {
  return code === ERROR_CODE.TOKEN_INVALID;
}
