import { type Db, downloadJobs, fontsInUse, orderItems, orderShipments, orders } from '@foundry/db';
import { and, eq, gte, inArray, isNotNull, notExists, sql } from '@foundry/db/orm';
import type { Money } from '@foundry/domain/money/money';

const SOLD = ['PAID'] as const;

/** The dashboard's figures, each one query. */
export function createAdminDashboardRepository(db: Db) {
  return {
    /** Paid totals since a moment, one per currency. */
    async salesSince(since: Date): Promise<Money[]> {
      const rows = await db
        .select({
          currency: orders.currency,
          amount: sql<number>`coalesce(sum(${orders.totalAmount}), 0)::int`,
        })
        .from(orders)
        .where(and(inArray(orders.status, [...SOLD]), gte(orders.paidAt, since)))
        .groupBy(orders.currency)
        .orderBy(orders.currency);
      return rows.map((row) => ({ amount: row.amount, currency: row.currency }));
    },

    /** Paid orders with a physical line and no shipment yet. */
    async countOrdersToShip(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.status, 'PAID'),
            sql`exists (select 1 from ${orderItems} where ${orderItems.orderId} = ${orders.id} and ${orderItems.kind} = 'PHYSICAL_PRODUCT')`,
            notExists(
              db.select({ one: sql`1` }).from(orderShipments).where(eq(orderShipments.orderId, orders.id)),
            ),
          ),
        );
      return row?.count ?? 0;
    },

    async countFailedDownloads(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(downloadJobs)
        .where(eq(downloadJobs.status, 'failed'));
      return row?.count ?? 0;
    },

    /** Fonts-in-use showcases customers submitted that wait for review. */
    async countPendingSubmissions(): Promise<number> {
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(fontsInUse)
        .where(and(eq(fontsInUse.status, 'PENDING'), isNotNull(fontsInUse.userId)));
      return row?.count ?? 0;
    },
  };
}

export type AdminDashboardRepository = ReturnType<typeof createAdminDashboardRepository>;
