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

export function createPaymentRepository(db: Db) {
  return {
    async findOrderToPay(orderId: number): Promise<OrderToPay | null> {
      const rows = await db
        .select({
          id: orders.id,
          hash: orders.hash,
          userId: orders.userId,
          status: orders.status,
          totalAmount: orders.totalAmount,
          currency: orders.currency,
          email: orders.email,
          countryCode: sql<string | null>`${orders.invoiceAddress} ->> 'countryCode'`,
        })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A new payment attempt; its idempotency key is also the reference the provider echoes. */
    async insertAttempt(attempt: {
      orderId: number;
      provider: string;
      amount: number;
      currency: string;
      idempotencyKey: string;
      sessionId?: string | null;
      method?: string | null;
    }): Promise<PaymentRow> {
      const [row] = await db.insert(payments).values(attempt).returning();
      if (!row) throw new Error('the payment insert returned no row');
      return row;
    },

    /** How many payments (not session openings) an order had since a moment: the card-testing brake. */
    async countAttemptsSince(orderId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, orderId),
            gte(payments.createdAt, since),
            sql`coalesce(${payments.method}, '') <> 'session'`,
          ),
        );
      return row?.count ?? 0;
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

    /** Moves an order without an attempt (a refund webhook); false when its status did not allow it. */
    async changeOrderStatus(
      orderId: number,
      change: OrderStatusChange,
      now: Date = new Date(),
    ): Promise<boolean> {
      if (change.from.length === 0) return false;
      const rows = await db
        .update(orders)
        .set({ status: change.to, updatedAt: now })
        .where(and(eq(orders.id, orderId), inArray(orders.status, [...change.from])))
        .returning({ id: orders.id });
      if (rows.length > 0 && change.to === 'REFUNDED') await removeUnpaidAffiliateCommission(db, orderId);
      return rows.length > 0;
    },
  };
}

export type PaymentRepository = ReturnType<typeof createPaymentRepository>;
