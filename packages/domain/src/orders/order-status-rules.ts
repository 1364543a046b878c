import { canTransition, type OrderStatus } from './order-status.ts';
import type { OrderType } from './order-type.ts';

/**
 * Statuses in which the buyer may cancel (cancelOrder, the order's `cancellable` field): unpaid and
 * no payment in flight. PENDING is excluded on purpose (see ORDER_STATUS_TRANSITIONS).
 */
export const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = [
  'NEW',
  'WAITING_FOR_BANKTRANSFER',
  'ERROR',
];

export function isCancellable(status: OrderStatus): boolean {
  return CANCELLABLE_ORDER_STATUSES.includes(status) && canTransition(status, 'CANCELLED');
}

/**
 * Whether the buyer may cancel this order: a cancellable status, and not a web font bill (a
 * WEBFONT_SERVICE order bills page views already served; only staff may let it go).
 */
export function buyerMayCancel(order: { status: OrderStatus; type: OrderType }): boolean {
  return order.type !== 'WEBFONT_SERVICE' && isCancellable(order.status);
}

/**
 * The buyer has what was ordered without owing anything: paid, or complimentary (total 0).
 * Downloads, invoices and licences are available; paying again is refused (error 218).
 */
export const PAID_ORDER_STATUSES: readonly OrderStatus[] = ['PAID', 'COMPLIMENTARY'];

export function isPaidStatus(status: OrderStatus): boolean {
  return PAID_ORDER_STATUSES.includes(status);
}

/**
 * A payment attempt may start: the order is unpaid, no attempt is in flight, and it was not
 * cancelled. WAITING_FOR_BANKTRANSFER is not payable again: the transfer decides.
 */
export const PAYABLE_ORDER_STATUSES: readonly OrderStatus[] = ['NEW', 'ERROR'];

export function canPay(status: OrderStatus): boolean {
  return PAYABLE_ORDER_STATUSES.includes(status);
}
