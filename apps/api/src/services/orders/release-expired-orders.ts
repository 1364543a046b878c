import type { Logger } from '../../logger.ts';
import type { OrderRepository } from '../../repositories/order-repository.ts';

/**
 * Cancels unpaid orders that outlived their hold (unpaidOrderHoldHours in packages/domain: a price
 * calculation is kept 30 days) so their stock is for sale again. Run before every new order is priced (one statement when nothing
 * expired), so the shop needs no scheduler; a periodic caller may use it too. A failed sweep is
 * logged and does not stop the order.
 */
export async function releaseExpiredOrders(
  deps: { orders: OrderRepository; logger?: Logger | undefined },
  now: Date = new Date(),
): Promise<number[]> {
  try {
    const ids = await deps.orders.cancelExpired(now);
    if (ids.length > 0) deps.logger?.info({ orderIds: ids }, 'unpaid orders expired and cancelled');
    return ids;
  } catch (error) {
    // E.g. two sweeps deadlocking on PostgreSQL: the next order sweeps again; this one goes on.
    deps.logger?.warn({ err: error }, 'releasing expired orders failed');
    return [];
  }
}
