import type { OrderStatus } from './order-status.ts';
import { PRICE_CALCULATION_HOLD_HOURS } from './unpaid-order-hold.ts';

/**
 * A price calculation is an order saved from the checkout as a quote (with a PDF for the buyer's
 * purchasing department) instead of being paid at once. It is an ordinary unpaid order with a flag:
 * paying it makes it a paid order like any other; it waits PRICE_CALCULATION_HOLD_HOURS meanwhile.
 */

/** Statuses in which a price calculation is still open: neither paid nor cancelled (nor refunded). */
export const OPEN_PRICE_CALCULATION_STATUSES: readonly OrderStatus[] = [
  'NEW',
  'ERROR',
  'PENDING',
  'WAITING_FOR_BANKTRANSFER',
];

export function isOpenPriceCalculation(order: { isPriceCalculation: boolean; status: OrderStatus }): boolean {
  return order.isPriceCalculation && OPEN_PRICE_CALCULATION_STATUSES.includes(order.status);
}

/** The last moment the quote's prices hold: its creation plus the price calculation's hold. */
export function priceCalculationValidUntil(createdAt: Date): Date {
  return new Date(createdAt.getTime() + PRICE_CALCULATION_HOLD_HOURS * 60 * 60 * 1000);
}

export const PRICE_CALCULATION_PHYSICAL_GOODS =
  'A price calculation can hold only fonts and digital products: please order physical goods separately.';
export const PRICE_CALCULATION_NOTHING_TO_PAY = 'There is nothing to pay: please place the order instead.';

/**
 * Why a cart cannot be saved as a price calculation, or null when it can. Physical goods would hold
 * their stock for the whole 30 days, so a quote may hold only fonts and digital products; a free cart
 * needs no quote.
 */
export function priceCalculationProblem(cart: {
  physicalGoodsCount: number;
  totalAmount: number;
}): string | null {
  if (cart.physicalGoodsCount > 0) return PRICE_CALCULATION_PHYSICAL_GOODS;
  if (cart.totalAmount <= 0) return PRICE_CALCULATION_NOTHING_TO_PAY;
  return null;
}
