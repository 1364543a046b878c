import { normalizeDiscountCode, TYPED_CODE_MAX_LENGTH } from '@foundry/domain';
import type { DiscountCodeRepository, DiscountCodeRow } from '../../repositories/discount-code-repository.ts';

/** Longest code looked up (the cart's discount field's limit); anything longer cannot be one of ours. */
export const DISCOUNT_CODE_MAX_LENGTH = TYPED_CODE_MAX_LENGTH;

/** The stored code for what the buyer typed, or null (unknown, blank or absurdly long). */
export async function findDiscountCode(
  discountCodes: DiscountCodeRepository,
  typed: string,
): Promise<DiscountCodeRow | null> {
  const code = normalizeDiscountCode(typed);
  if (code === '' || code.length > DISCOUNT_CODE_MAX_LENGTH) return null;
  return discountCodes.findByCode(code);
}
