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

/**
 * A price calculation (a quote saved from the checkout for the buyer's purchasing department) waits
 * 30 days, whatever its unpaid status. It can hold no stock meanwhile: only carts without physical
 * goods may be saved as one (see priceCalculationProblem).
 */
export const PRICE_CALCULATION_HOLD_HOURS = 30 * 24;

/** How long an unpaid order in a held status is kept, counted from its creation. */
export function unpaidOrderHoldHours(status: HeldOrderStatus, isPriceCalculation: boolean): number {
  const hours = UNPAID_ORDER_HOLD_HOURS[status];
  return isPriceCalculation ? Math.max(hours, PRICE_CALCULATION_HOLD_HOURS) : hours;
}

/** The statuses in which an order holds stock without being paid. */
export const HELD_ORDER_STATUSES = Object.keys(UNPAID_ORDER_HOLD_HOURS) as HeldOrderStatus[];

/**
 * Most unpaid orders one account may hold at once: enough for any real buyer, too few for an
 * account to hoard stock (guests are held back by the captcha instead).
 */
export const MAX_UNPAID_ORDERS_PER_USER = 10;

export interface UnpaidOrderExpiryCutoff {
  status: HeldOrderStatus;
  isPriceCalculation: boolean;
  createdBefore: Date;
}

/**
 * For each held status, of orders and of price calculations, the creation time before which such an
 * order has expired at `now` (the WHERE of the sweep that cancels them).
 */
export function unpaidOrderExpiryCutoffs(now: Date): UnpaidOrderExpiryCutoff[] {
  return [false, true].flatMap((isPriceCalculation) =>
    HELD_ORDER_STATUSES.map((status) => ({
      status,
      isPriceCalculation,
      createdBefore: new Date(now.getTime() - unpaidOrderHoldHours(status, isPriceCalculation) * HOUR_MS),
    })),
  );
}

/** Whether an order in `status` created at `createdAt` has outlived its hold at `now`. */
export function isUnpaidOrderExpired(
  status: OrderStatus,
  createdAt: Date,
  now: Date,
  isPriceCalculation = false,
): boolean {
  const cutoff = unpaidOrderExpiryCutoffs(now).find(
    (entry) => entry.status === status && entry.isPriceCalculation === isPriceCalculation,
  );
  return cutoff !== undefined && createdAt < cutoff.createdBefore;
}
