import { type Db, paymentNotifications } from '@foundry/db';
import { and, eq, isNull } from '@foundry/db/orm';

export type PaymentNotificationRow = typeof paymentNotifications.$inferSelect;

export function createPaymentNotificationRepository(db: Db) {
  return {
    /**
     * Stores a webhook item once per (provider, event key). Returns the stored row, new or not; a
     * redelivery of an item that was processed comes back with `processedAt` set.
     */
    async store(item: {
      provider: string;
      eventKey: string;
      payload: Record<string, unknown>;
    }): Promise<PaymentNotificationRow> {
      const [inserted] = await db.insert(paymentNotifications).values(item).onConflictDoNothing().returning();
      if (inserted) return inserted;
      const [existing] = await db
        .select()
        .from(paymentNotifications)
        .where(
          and(
            eq(paymentNotifications.provider, item.provider),
            eq(paymentNotifications.eventKey, item.eventKey),
          ),
        )
        .limit(1);
      if (!existing) throw new Error('the stored notification vanished');
      return existing;
    },

    /** Marks an item processed, with the order it concerned and any error; false if it already was. */
    async markProcessed(
      id: number,
      outcome: { orderId: number | null; error: string | null },
      now: Date = new Date(),
    ): Promise<boolean> {
      const rows = await db
        .update(paymentNotifications)
        .set({ processedAt: now, orderId: outcome.orderId, error: outcome.error })
        .where(and(eq(paymentNotifications.id, id), isNull(paymentNotifications.processedAt)))
        .returning({ id: paymentNotifications.id });
      return rows.length > 0;
    },
  };
}

export type PaymentNotificationRepository = ReturnType<typeof createPaymentNotificationRepository>;
