import { allocateDiscount, checkDiscountCode, type Money, money } from '@foundry/domain';
import { englishMessageForCode } from '@foundry/errors';
import type { Repositories } from '../../repositories/repositories.ts';
import { findDiscountCode } from './find-discount-code.ts';
import { type CartLinesInput, priceCartLines } from './price-cart-lines.ts';

export interface DiscountCodeValidation {
  valid: boolean;
  /** 300 not valid, 301 expired, 302 used up, 306 fonts only; null when valid. */
  code: number | null;
  message: string | null;
  /** What the code takes off this cart (VAT excluded, shipping never discounted); null when not valid. */
  discount: Money | null;
}

/**
 * validateDiscountCode: whether the code can be used on the cart (priced as readCartSummary prices
 * it) and how much it takes off. A refusal is an answer, not an error: valid false with its code.
 */
export async function validateDiscountCode(
  input: CartLinesInput & { discountCode: string },
  repositories: Pick<
    Repositories,
    'carts' | 'products' | 'licenses' | 'families' | 'discountCodes' | 'ownedFonts' | 'orderDocuments'
  >,
  now: Date = new Date(),
): Promise<DiscountCodeValidation> {
  const [{ currency, lines }, row] = await Promise.all([
    priceCartLines(repositories, input, 'correct'),
    findDiscountCode(repositories.discountCodes, input.discountCode),
  ]);
  const check = checkDiscountCode(row, { hasFontLines: lines.some((line) => line.isFont), currency }, now);
  if (!check.ok) {
    return {
      valid: false,
      code: check.errorCode,
      message: englishMessageForCode(check.errorCode),
      discount: null,
    };
  }
  const total = allocateDiscount(check.discount, lines).reduce((sum, share) => sum + share, 0);
  return { valid: true, code: null, message: null, discount: money(total, currency) };
}
