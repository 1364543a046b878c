import { type Db, orderRefunds, orderShipments, orders } from '@foundry/db';
import { and, eq, inArray, sql } from '@foundry/db/orm';
import { type OrderStatus, sourceStatusesOf } from '@foundry/domain';
import { removeUnpaidAffiliateCommission } from '../affiliate-repository.ts';

/** Writes of the back office on orders; each runs inside the caller's audited transaction. */
export const adminOrderWrites = {
  /** Locks the order row for the rest of the transaction and answers it. */
  async lockOrder(tx: Db, id: number) {
    const rows = await tx.select().from(orders).where(eq(orders.id, id)).for('update').limit(1);
    return rows[0] ?? null;
  },

  /** Sum of what was already refunded (minor units). */
  async refundedAmount(tx: Db, orderId: number): Promise<number> {
    const [row] = await tx
      .select({ sum: sql<number>`coalesce(sum(${orderRefunds.amount}), 0)::int` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    return row?.sum ?? 0;
  },

  async refundCount(tx: Db, orderId: number): Promise<number> {
    const [row] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, orderId));
    return row?.count ?? 0;
  },

  async insertRefund(tx: Db, refund: typeof orderRefunds.$inferInsert) {
    const [row] = await tx.insert(orderRefunds).values(refund).returning();
    if (!row) throw new Error('The refund was not stored.');
    return row;
  },

  /** Moves the order to `to` when the status table allows it; false when it did not move. */
  async transition(tx: Db, id: number, to: OrderStatus, now: Date): Promise<boolean> {
    const moved = await tx
      .update(orders)
      .set({ status: to, updatedAt: now, ...(to === 'CANCELLED' ? { cancelledAt: now } : {}) })
      .where(and(eq(orders.id, id), inArray(orders.status, sourceStatusesOf(to))))
      .returning({ id: orders.id });
    // A refunded order earns its affiliate nothing (docs/affiliate.md, Refunds).
    if (moved.length > 0 && to === 'REFUNDED') await removeUnpaidAffiliateCommission(tx, id);
    return moved.length > 0;
  },

  /** Records the shipment once; null when the order was already shipped. */
  async insertShipment(tx: Db, shipment: typeof orderShipments.$inferInsert) {
    const [row] = await tx.insert(orderShipments).values(shipment).onConflictDoNothing().returning();
    return row ?? null;
  },

  async setTrackUrl(tx: Db, id: number, url: string | null, now: Date) {
    await tx.update(orders).set({ shippingTrackUrl: url, updatedAt: now }).where(eq(orders.id, id));
  },
};
