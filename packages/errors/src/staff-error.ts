/**
 * Failures of the back office's API (`/admin/graphql`). They are not in the shop's numbered
 * catalogue, which is the public API's contract: the admin schema is a contract of its own, and its
 * codes are words (docs/back-office.md).
 */
export const STAFF_ERROR = Object.freeze({
  /** No staff session, or it ended (30 idle minutes). */
  UNAUTHENTICATED: 'STAFF_UNAUTHENTICATED',
  /** The role may not use this field. */
  FORBIDDEN: 'STAFF_FORBIDDEN',
  /** E-mail, password or second-factor code rejected (the answer does not say which). */
  SIGN_IN_REJECTED: 'STAFF_SIGN_IN_REJECTED',
  /** Too many failed sign-ins for the account or the address. */
  SIGN_IN_THROTTLED: 'STAFF_SIGN_IN_THROTTLED',
  /** The record asked for does not exist. */
  NOT_FOUND: 'STAFF_NOT_FOUND',
  /** The change does not fit the record's state (refund of an unpaid order, shipping twice …). */
  CONFLICT: 'STAFF_CONFLICT',
  /** The payment provider refused or could not be reached. */
  PROVIDER_FAILED: 'STAFF_PROVIDER_FAILED',
} as const);

export type StaffErrorCode = (typeof STAFF_ERROR)[keyof typeof STAFF_ERROR];

/** A back-office failure staff can act on; the admin edge sends its code and message as they are. */
export class StaffError extends Error {
  override readonly name = 'StaffError';
  readonly code: StaffErrorCode;

  constructor(code: StaffErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

export function isStaffError(value: unknown): value is StaffError {
  return (
    value instanceof Error && value.name === 'StaffError' && typeof (value as StaffError).code === 'string'
  );
}
