import { priceCalculationProblem } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { CartSummary } from '../cart/cart-summary.ts';

/**
 * A cart may be saved as a price calculation only when it holds no physical goods (they would hold
 * their stock for the quote's 30 days) and has something to pay; otherwise 200 with the reason.
 */
export function requirePriceCalculationCart(summary: CartSummary): void {
  const problem = priceCalculationProblem({
    physicalGoodsCount: summary.lines.filter((line) => line.kind === 'physical' && !line.product.digital)
      .length,
    totalAmount: summary.total.amount,
  });
  if (problem) throw new AppError(ERROR_CODE.ORDER_INVALID, { message: problem });
}
