import type { OrderStatus } from './order-status.ts';

/** A new order waits for payment, unless there is nothing to pay: then it is complimentary at once. */
export function initialOrderStatus(totalAmount: number): OrderStatus {
  return totalAmount === 0 ? 'COMPLIMENTARY' : 'NEW';
}
