import { type Db, orders, payments } from '@foundry/db';
import { and, desc, eq, gte, inArray, isNull, notInArray, or, sql } from '@foundry/db/orm';
import type { OrderStatus } from '@foundry/domain';
import { recordAffiliateCommission, removeUnpaidAffiliateCommission } from './affiliate-repository.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** What a payment needs of its order. */
export interface OrderToPay {
  id: number;
  hash: string;
  userId: number | null;
  status: OrderStatus;
  totalAmount: number;
  currency: string;
  email: string | null;
  countryCode: string | null;
}

/**
 * Result codes after which an attempt is decided: later answers for the same attempt (a replayed
 * redirect, a redelivered webhook) never change it again.
 */
export const FINAL_PAYMENT_RESULT_CODES = ['Authorised', 'Refused', 'Cancelled', 'Error'] as const;

/** The order status a payment result moves the order to, from the statuses that allow it. */
export interface OrderStatusChange {
  to: OrderStatus;
  from: readonly OrderStatus[];
}

export interface RecordedResult {
  /** False when the attempt was already decided: nothing was written. */
  recorded: boolean;
  /** The order's status after this call. */
  orderStatus: OrderStatus | null;
  /** True when this call changed the order's status. */
  orderChanged: boolean;
}

/** An order's payment attempts (session openings aside) that the attempt rules count. */
export interface AttemptCounts {
  /** Attempts made since the start of the limit's window. */
  recent: number;
  /** Attempts not yet answered by the provider, made since the in-flight timeout's start. */
  inFlight: number;
}

/** A new payment attempt; its idempotency key is also the reference the provider echoes. */
export interface NewAttempt {
  orderId: number;
  provider: string;
  amount: number;
  currency: string;
  idempotencyKey: string;
  sessionId?: string | null;
  method?: string | null;
}

const orderToPayColumns = {
  id: orders.id,
  hash: orders.hash,
  userId: orders.userId,
  status: orders.status,
  totalAmount: orders.totalAmount,
  currency: orders.currency,
  email: orders.email,
  countryCode: sql<string | null>`${orders.invoiceAddress} ->> 'countryCode'`,
};

export function createPaymentRepository(db: Db) {
  return {
    async findOrderToPay(orderId: number): Promise<OrderToPay | null> {
      const rows = await db.select(orderToPayColumns).from(orders).where(eq(orders.id, orderId)).limit(1);
      return rows[0] ?? null;
    },

    /**
     * Opens a payment attempt while holding the order row's lock (`SELECT … FOR UPDATE`), so attempts
     * for one order are decided one at a time: `decide` sees the order and its attempt counts as no
     * concurrent call can change them, and returns the attempt to insert or throws to refuse (nothing
     * is written). The lock ends with the insert; the provider is called after it, and the unanswered
     * attempt is what keeps the next call out (docs/payments.md, "One attempt at a time").
     * Null when the order does not exist.
     */
    async openAttempt(
      orderId: number,
      windows: { since: Date; inFlightSince: Date },
      decide: (order: OrderToPay, counts: AttemptCounts) => NewAttempt,
    ): Promise<{ order: OrderToPay; attempt: PaymentRow } | null> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select(orderToPayColumns)
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (!order) return null;
        const [counts] = await tx
          .select({
            recent: sql<number>`(count(*) filter (where ${gte(payments.createdAt, windows.since)}))::int`,
            inFlight: sql<number>`(count(*) filter (where ${and(
              isNull(payments.resultCode),
              gte(payments.createdAt, windows.inFlightSince),
            )}))::int`,
          })
          .from(payments)
          .where(and(eq(payments.orderId, orderId), sql`coalesce(${payments.method}, '') <> 'session'`));
        const values = decide(order, counts ?? { recent: 0, inFlight: 0 });
        const [attempt] = await tx.insert(payments).values(values).returning();
        if (!attempt) throw new Error('the payment insert returned no row');
        return { order, attempt };
      });
    },

    /** A new payment attempt; its idempotency key is also the reference the provider echoes. */
    async insertAttempt(attempt: NewAttempt): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(attempt).returning();
      if (!row) throw new Error('the payment insert returned no row');
      return row;
    },

    async findByIdempotencyKey(key: string): Promise<PaymentRow | null> {
      const rows = await db.select().from(payments).where(eq(payments.idempotencyKey, key)).limit(1);
      return rows[0] ?? null;
    },

    async findByPspReference(pspReference: string): Promise<PaymentRow | null> {
      const rows = await db.select().from(payments).where(eq(payments.pspReference, pspReference)).limit(1);
      return rows[0] ?? null;
    },

    async findBySessionId(sessionId: string): Promise<PaymentRow | null> {
      const rows = await db
        .select()
        .from(payments)
        .where(eq(payments.sessionId, sessionId))
        .orderBy(desc(payments.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** The latest decided attempt of each order (for Order.paymentError), one query for many orders. */
    async latestDecidedAttempts(orderIds: readonly number[]): Promise<Map<number, PaymentRow>> {
      const latest = new Map<number, PaymentRow>();
      if (orderIds.length === 0) return latest;
      const rows = await db
        .selectDistinctOn([payments.orderId])
        .from(payments)
        .where(
          and(
            inArray(payments.orderId, [...orderIds]),
            inArray(payments.resultCode, [...FINAL_PAYMENT_RESULT_CODES]),
          ),
        )
        .orderBy(payments.orderId, desc(payments.id));
      for (const row of rows) latest.set(row.orderId, row);
      return latest;
    },

    /**
     * Records a provider's answer for an attempt and moves its order, in one transaction. Both
     * writes are conditional: the attempt only while it is undecided, the order only from the
     * statuses the change allows (`UPDATE … WHERE status IN (…)`). So a replayed redirect or a
     * redelivered webhook writes nothing, a finished order is never changed, and two racing
     * completions cannot both pay: on PostgreSQL the second waits for the first and re-checks.
     * `paid_at` is set once, by the update that makes the order PAID.
     */
    async recordResult(
      paymentId: number,
      result: { resultCode: string; pspReference: string | null; raw: Record<string, unknown> },
      orderChange: OrderStatusChange | null,
      now: Date = new Date(),
    ): Promise<RecordedResult> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .update(payments)
          .set({
            resultCode: result.resultCode,
            pspReference: sql`coalesce(${result.pspReference}, ${payments.pspReference})`,
            raw: result.raw,
          })
          .where(
            and(
              eq(payments.id, paymentId),
              or(
                isNull(payments.resultCode),
                notInArray(payments.resultCode, [...FINAL_PAYMENT_RESULT_CODES]),
              ),
            ),
          )
          .returning({ orderId: payments.orderId });
        if (!payment) {
          const [order] = await tx
            .select({ status: orders.status })
            .from(orders)
            .innerJoin(payments, eq(payments.orderId, orders.id))
            .where(eq(payments.id, paymentId));
          return { recorded: false, orderStatus: order?.status ?? null, orderChanged: false };
        }
        if (orderChange && orderChange.from.length > 0) {
          const [changed] = await tx
            .update(orders)
            .set({
              status: orderChange.to,
              updatedAt: now,
              ...(orderChange.to === 'PAID'
                ? { paidAt: sql`coalesce(${orders.paidAt}, ${now.toISOString()}::timestamptz)` }
                : {}),
            })
            .where(and(eq(orders.id, payment.orderId), inArray(orders.status, [...orderChange.from])))
            .returning({ status: orders.status });
          // The affiliate's commission is stored with the payment, once (affiliate-repository.ts).
          if (changed?.status === 'PAID') await recordAffiliateCommission(tx, payment.orderId, now);
          if (changed) return { recorded: true, orderStatus: changed.status, orderChanged: true };
        }
        const [order] = await tx
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, payment.orderId));
        return { recorded: true, orderStatus: order?.status ?? null, orderChanged: false };
      });
    },

    /**
     * Keeps the refund of a late payment with its attempt (`raw.refund`) and moves the cancelled
     * order to REFUNDED, in one transaction; false when the order was not cancelled (any more).
     */
    async recordLatePaymentRefund(
      paymentId: number,
      refund: Record<string, unknown>,
      change: OrderStatusChange,
      now: Date = new Date(),
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [payment] = await tx
          .update(payments)
          .set({ raw: sql`coalesce(${payments.raw}, '{}'::jsonb) || ${JSON.stringify({ refund })}::jsonb` })
          .where(eq(payments.id, paymentId))
          .returning({ orderId: payments.orderId });
        if (!payment || change.from.length === 0) return false;
        const rows = await tx
          .update(orders)
          .set({ status: change.to, updatedAt: now })
          .where(and(eq(orders.id, payment.orderId), inArray(orders.status, [...change.from])))
          .returning({ id: orders.id });
        return rows.length > 0;
      });
    },

    /**
     * Moves an order without an attempt (a refund webhook); false when its status did not allow it.
     * A refund takes the unpaid commission back in the same transaction, so no reader ever sees a
     * REFUNDED order that still earns (docs/affiliate.md, Refunds).
     */
    async changeOrderStatus(
      orderId: number,
      change: OrderStatusChange,
      now: Date = new Date(),
    ): Promise<boolean> {
      if (change.from.length === 0) return false;
      return db.transaction(async (tx) => {
        const rows = await tx
          .update(orders)
          .set({ status: change.to, updatedAt: now })
          .where(and(eq(orders.id, orderId), inArray(orders.status, [...change.from])))
          .returning({ id: orders.id });
        if (rows.length > 0 && change.to === 'REFUNDED') await removeUnpaidAffiliateCommission(tx, orderId);
        return rows.length > 0;
      });
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
