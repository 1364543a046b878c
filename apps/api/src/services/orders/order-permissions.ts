import { timingSafeEqual } from 'node:crypto';
import type { OrderRow } from '../../repositories/order-repository.ts';

/**
 * An order is readable (and cancellable) by whoever has its hash, from the order's links and mails,
 * or by its owner's session. Nobody else learns anything about it, not even whether it exists.
 */
export function mayAccessOrder(
  order: Pick<OrderRow, 'hash' | 'userId'>,
  hash: string | null | undefined,
  viewer: { id: number } | null,
): boolean {
  if (viewer !== null && order.userId !== null && order.userId === viewer.id) return true;
  return typeof hash === 'string' && hashesEqual(hash, order.hash);
}

function hashesEqual(given: string, stored: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(stored);
  return a.length === b.length && timingSafeEqual(a, b);
}
