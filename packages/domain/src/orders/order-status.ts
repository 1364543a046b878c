/**
 * Order statuses, spelled as the database enum and the GraphQL
 * enum spell them. The transitions between them are fixed here, once.
 */
export const ORDER_STATUSES = [
  'NEW',
  'PENDING',
  'PAID',
  'WAITING_FOR_BANKTRANSFER',
  'COMPLIMENTARY',
  'CANCELLED',
  'REFUNDED',
  'ERROR',
] as const;

export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Which status may follow which. Every change of an order's status goes through this table
 * (`canTransition`), and repositories make the change conditional on the current status
 * (`UPDATE … WHERE status IN (sourceStatusesOf(to))`) so two racing writers cannot both win.
 *
 * - NEW: created, waiting for payment. COMPLIMENTARY directly when nothing is to be paid.
 * - PENDING: the provider accepted a payment attempt but has not decided (e.g. Adyen Pending /
 *   Received). A refusal after pending returns the order to NEW so the buyer can pay again. Not
 *   cancellable by the buyer: the provider's answer must decide, or money could be taken for a
 *   cancelled order.
 * - WAITING_FOR_BANKTRANSFER: the buyer chose a bank transfer; it is paid or cancelled.
 * - ERROR: the provider reported an error. The buyer may try again (as from NEW), may cancel, and
 *   a late webhook that says the money was taken still makes it PAID.
 * - PAID → REFUNDED only. COMPLIMENTARY and REFUNDED are final.
 * - CANCELLED → REFUNDED only: a payment that completes after the order expired (or was cancelled)
 *   is refunded at once, so the money taken is given back and the order says so.
 */
export const ORDER_STATUS_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  NEW: ['PENDING', 'PAID', 'WAITING_FOR_BANKTRANSFER', 'COMPLIMENTARY', 'CANCELLED', 'ERROR'],
  PENDING: ['PAID', 'NEW', 'CANCELLED', 'ERROR'],
  WAITING_FOR_BANKTRANSFER: ['PAID', 'CANCELLED'],
  ERROR: ['PENDING', 'PAID', 'WAITING_FOR_BANKTRANSFER', 'CANCELLED'],
  PAID: ['REFUNDED'],
  COMPLIMENTARY: [],
  CANCELLED: ['REFUNDED'],
  REFUNDED: [],
};

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/** Whether an order in `from` may move to `to`. Staying in the same status is not a transition. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[from].includes(to);
}

/** The statuses from which `to` may be reached: the WHERE clause of a conditional status update. */
export function sourceStatusesOf(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canTransition(from, to));
}

/** Statuses in which no further change is possible. */
export function isFinalStatus(status: OrderStatus): boolean {
  return ORDER_STATUS_TRANSITIONS[status].length === 0;
}
