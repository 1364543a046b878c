import type { ErrorCode } from './catalogue.ts';

/** Codes 300 to 306: problems with a discount code. */
export type DiscountErrorCode = Extract<ErrorCode, 300 | 301 | 302 | 303 | 304 | 305 | 306>;

export const DISCOUNT_ERROR_CODES: readonly DiscountErrorCode[] = [300, 301, 302, 303, 304, 305, 306];

const DISCOUNT_CODES: ReadonlySet<number> = new Set(DISCOUNT_ERROR_CODES);

/**
 * True for the discount-code errors. The cart summary reacts to them by clearing the entered code
 * and showing no error state, instead of failing the whole summary.
 */
export function isDiscountCodeError(code: unknown): code is DiscountErrorCode {
  return typeof code === 'number' && DISCOUNT_CODES.has(code);
}
