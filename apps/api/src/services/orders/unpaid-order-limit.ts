import { MAX_UNPAID_ORDERS_PER_USER } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { OrderRepository } from '../../repositories/order-repository.ts';

export const TOO_MANY_UNPAID_ORDERS_MESSAGE =
  'You have too many unpaid orders. Please pay or cancel one first.';

/**
 * An account may hold at most MAX_UNPAID_ORDERS_PER_USER unpaid orders (200 beyond), so it cannot
 * hoard stock. Checked before the order is placed; requests racing at the limit may pass it by a
 * few, which is harmless for a brake of this size.
 */
export async function requireFewUnpaidOrders(orders: OrderRepository, userId: number): Promise<void> {
  if ((await orders.countHeldOrdersOf(userId)) >= MAX_UNPAID_ORDERS_PER_USER) {
    throw new AppError(ERROR_CODE.ORDER_INVALID, { message: TOO_MANY_UNPAID_ORDERS_MESSAGE });
  }
}
