import type { OrderStatus } from './order-status.ts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * How long an unpaid order keeps the stock it took, counted from its creation. After that it is
 * cancelled and the stock returns, so abandoned checkouts (or a bot's orders) cannot hold goods for
 * ever. A bank transfer takes days, so it is held longer. PENDING is not here: the payment provider
 * decides those.
 */
export const UNPAID_ORDER_HOLD_HOURS = {
  NEW: 24,
  ERROR: 24,
  WAITING_FOR_BANKTRANSFER: 14 * 24,
} as const satisfies Partial<Record<OrderStatus, number>>;

export type HeldOrderStatus = keyof typeof UNPAID_ORDER_HOLD_HOURS;

/** The statuses in which an order holds stock without being paid. */
export const HELD_ORDER_STATUSES = Object.keys(UNPAID_ORDER_HOLD_HOURS) as HeldOrderStatus[];

/**
 * Most unpaid orders one account may hold at once: enough for any real buyer, too few for an
 * account to hoard stock (guests are held back by the captcha instead).
 */
export const MAX_UNPAID_ORDERS_PER_USER = 10;

/** For each held status, the creation time before which such an order has expired at `now`. */
export function unpaidOrderExpiryCutoffs(now: Date): { status: HeldOrderStatus; createdBefore: Date }[] {
  return (Object.entries(UNPAID_ORDER_HOLD_HOURS) as [HeldOrderStatus, number][]).map(([status, hours]) => ({
    status,
    createdBefore: new Date(now.getTime() - hours * HOUR_MS),
  }));
}

/** Whether an order in `status` created at `createdAt` has outlived its hold at `now`. */
export function isUnpaidOrderExpired(status: OrderStatus, createdAt: Date, now: Date): boolean {
  const cutoff = unpaidOrderExpiryCutoffs(now).find((entry) => entry.status === status);
  return cutoff !== undefined && createdAt < cutoff.createdBefore;
}
