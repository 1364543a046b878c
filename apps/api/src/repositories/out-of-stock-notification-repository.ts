import { type Db, outOfStockNotifications } from '@foundry/db';
import { and, eq, sql } from '@foundry/db/orm';

export interface OutOfStockRequest {
  email: string;
  physicalProductId: number;
  /** Null: the product as a whole (any variant back in stock). */
  variantId: number | null;
}

export function createOutOfStockNotificationRepository(db: Db) {
  return {
    /**
     * Records a request once per address (any case), product and variant. Asking again after the
     * visitor was already told re-arms the request (clears notifiedAt), so the next restock tells them
     * again; a pending duplicate changes nothing.
     */
    async request(request: OutOfStockRequest): Promise<void> {
      const inserted = await db
        .insert(outOfStockNotifications)
        .values(request)
        .onConflictDoNothing()
        .returning({ id: outOfStockNotifications.id });
      if (inserted.length > 0) return;
      await db
        .update(outOfStockNotifications)
        .set({ notifiedAt: null })
        .where(
          and(
            eq(sql`lower(${outOfStockNotifications.email})`, request.email.toLowerCase()),
            eq(outOfStockNotifications.physicalProductId, request.physicalProductId),
            eq(sql`coalesce(${outOfStockNotifications.variantId}, 0)`, request.variantId ?? 0),
            sql`${outOfStockNotifications.notifiedAt} is not null`,
          ),
        );
    },
  };
}

export type OutOfStockNotificationRepository = ReturnType<typeof createOutOfStockNotificationRepository>;
