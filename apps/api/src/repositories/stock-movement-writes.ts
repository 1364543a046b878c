import { type Db, physicalProductVariants, stockMovements } from '@foundry/db';
import { and, eq, sql } from '@foundry/db/orm';

/** Why a variant's stock moved (stock_movements.kind). */
export type StockMovementKind = 'adjustment' | 'order' | 'order-cancelled';

export interface StockMove {
  variantId: number;
  /** Added to the stock: negative takes. */
  delta: number;
  kind: StockMovementKind;
  reason?: string;
  staffId?: number | null;
  orderId?: number | null;
}

type Executor = Pick<Db, 'update' | 'insert'>;

/**
 * Changes one variant's stock and records the movement, inside the caller's transaction. The update
 * is conditional (`stock + delta >= 0`) and row-locking, so concurrent moves of one variant queue up
 * and none is lost or takes more than there is. Null when the stock would go below zero (or there
 * is no such variant): nothing was changed or recorded.
 */
export async function moveStock(
  tx: Executor,
  move: StockMove,
  now?: Date,
): Promise<{ stockAfter: number } | null> {
  const [row] = await tx
    .update(physicalProductVariants)
    .set({ stock: sql`${physicalProductVariants.stock} + ${move.delta}` })
    .where(
      and(
        eq(physicalProductVariants.id, move.variantId),
        sql`${physicalProductVariants.stock} + ${move.delta} >= 0`,
      ),
    )
    .returning({ stock: physicalProductVariants.stock });
  if (!row) return null;
  await tx.insert(stockMovements).values({
    variantId: move.variantId,
    delta: move.delta,
    stockAfter: row.stock,
    kind: move.kind,
    reason: move.reason ?? '',
    staffId: move.staffId ?? null,
    orderId: move.orderId ?? null,
    ...(now ? { at: now } : {}),
  });
  return { stockAfter: row.stock };
}
