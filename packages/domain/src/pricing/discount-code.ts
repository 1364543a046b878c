/**
 * Discount codes: whether a code may be used on a cart now, and the catalogue code (300–306) when not.
 *
 * - unknown, disabled by staff, or not valid yet (before validFrom), or in another currency than a
 *   fixed amount needs: 300
 * - past validTo: 301
 * - used as often as maxUses allows: 302
 * - fonts-only code on a cart without fonts: 306
 */

/** A discount code as stored: exactly one of percentBp or amount is set. */
export interface DiscountCodeFacts {
  code: string;
  /** Percentage off in basis points (1000 = 10 %). */
  percentBp: number | null;
  /** Fixed amount off in minor units of `currency`. */
  amount: number | null;
  currency: string;
  fontsOnly: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  maxUses: number | null;
  usedCount: number;
  /** Set when staff disabled the code. */
  disabledAt?: Date | null;
}

export interface DiscountCartFacts {
  hasFontLines: boolean;
  currency: string;
}

export type DiscountCodeErrorCode = 300 | 301 | 302 | 306;

export const DISCOUNT_CODE_ERROR = {
  NOT_VALID: 300,
  EXPIRED: 301,
  USED_UP: 302,
  FONTS_ONLY: 306,
} as const satisfies Record<string, DiscountCodeErrorCode>;

export type DiscountCodeCheck =
  | { ok: true; discount: DiscountCodeFacts }
  | { ok: false; errorCode: DiscountCodeErrorCode };

/** What the buyer typed, as codes are stored: no surrounding space, upper case. */
export function normalizeDiscountCode(input: string): string {
  return input.trim().toUpperCase();
}

export function checkDiscountCode(
  discount: DiscountCodeFacts | null,
  cart: DiscountCartFacts,
  now: Date,
): DiscountCodeCheck {
  if (discount === null || (discount.disabledAt ?? null) !== null) {
    return { ok: false, errorCode: DISCOUNT_CODE_ERROR.NOT_VALID };
  }
  if (discount.validFrom !== null && now < discount.validFrom) {
    return { ok: false, errorCode: DISCOUNT_CODE_ERROR.NOT_VALID };
  }
  if (discount.validTo !== null && now > discount.validTo) {
    return { ok: false, errorCode: DISCOUNT_CODE_ERROR.EXPIRED };
  }
  if (discount.maxUses !== null && discount.usedCount >= discount.maxUses) {
    return { ok: false, errorCode: DISCOUNT_CODE_ERROR.USED_UP };
  }
  if (discount.amount !== null && discount.currency !== cart.currency) {
    return { ok: false, errorCode: DISCOUNT_CODE_ERROR.NOT_VALID };
  }
  if (discount.fontsOnly && !cart.hasFontLines) {
    return { ok: false, errorCode: DISCOUNT_CODE_ERROR.FONTS_ONLY };
  }
  return { ok: true, discount };
}
