import { variantError } from '@foundry/errors';
import type { OrderRecord, OrderRepository } from '../../repositories/order-repository.ts';
import { parseOrderKey } from './order-id.ts';
import { mayAccessOrder } from './order-permissions.ts';

/**
 * The order by its hash (separate or carried in the id, see parseOrderKey), or by its owner's session. Unknown ids, wrong hashes and other people's
 * orders all give the same error 200 with a sentence for a read (ORDER_NOT_FOUND), so the answer
 * never tells whether an order exists.
 */
export async function readOrder(
  input: { orderID: string | number; hash?: string | null | undefined },
  deps: { orders: OrderRepository; viewer: { id: number } | null },
): Promise<OrderRecord> {
  const key = parseOrderKey(input.orderID, input.hash);
  const order = await deps.orders.findById(key.id);
  if (!order || !mayAccessOrder(order, key.hash, deps.viewer)) throw variantError('ORDER_NOT_FOUND');
  return order;
}
