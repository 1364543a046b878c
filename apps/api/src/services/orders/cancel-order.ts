import { buyerMayCancel, isPaidStatus } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { OrderRecord, OrderRepository } from '../../repositories/order-repository.ts';
import { readOrder } from './read-order.ts';

/**
 * Cancels an order the caller may access (hash or owner) while it is cancellable (buyerMayCancel:
 * never a web font bill), returning its
 * stock. A paid order is refused with 218, any other non-cancellable one with 200. The repository's
 * conditional update makes a second (or racing) cancel a refusal, so stock comes back once.
 */
export async function cancelOrder(
  input: { id: string | number; hash?: string | null | undefined },
  deps: { orders: OrderRepository; viewer: { id: number } | null; now?: Date },
): Promise<OrderRecord> {
  const order = await readOrder({ orderID: input.id, hash: input.hash }, deps);
  if (!buyerMayCancel(order)) throw notCancellable(order);
  const cancelled = await deps.orders.cancel(order.id, deps.now ?? new Date());
  if (cancelled) return cancelled;
  // Someone else changed the status between the read and the update: tell the caller why.
  const current = await deps.orders.findById(order.id);
  throw notCancellable(current ?? order);
}

function notCancellable(order: OrderRecord): AppError {
  if (isPaidStatus(order.status)) return new AppError(ERROR_CODE.ORDER_ALREADY_PAID);
  return new AppError(ERROR_CODE.ORDER_INVALID, { message: 'This order can no longer be cancelled.' });
}
