import { corporateAccessCodeProducts, corporateAccessCodes, type Db, orderItems, orders } from '@foundry/db';
import { and, asc, eq, sql } from '@foundry/db/orm';
import type { NewOrder, NewOrderItem } from './order-repository.ts';

export type CorporateCodeRow = typeof corporateAccessCodes.$inferSelect;
/** A code with the ids of the products it unlocks, in display order. */
export type CorporateCodeWithProducts = CorporateCodeRow & { productIds: number[] };

/** The new order's id (read it back with the order repository), or why it was not placed. */
export type PlaceCorporateOrderResult = { ok: true; orderId: number } | { ok: false; reason: 'code' };

/** Thrown inside the order transaction to roll it back; never leaves this file. */
class CodeUsedUp extends Error {}

export function createCorporateRepository(db: Db) {
  return {
    /** The code as stored (upper case) with its products: one statement; null when unknown. */
    async findByCode(code: string): Promise<CorporateCodeWithProducts | null> {
      const rows = await db
        .select({ code: corporateAccessCodes, productId: corporateAccessCodeProducts.productId })
        .from(corporateAccessCodes)
        .leftJoin(
          corporateAccessCodeProducts,
          eq(corporateAccessCodeProducts.codeId, corporateAccessCodes.id),
        )
        .where(eq(corporateAccessCodes.code, code))
        .orderBy(asc(corporateAccessCodeProducts.sort), asc(corporateAccessCodeProducts.productId));
      const first = rows[0];
      if (!first) return null;
      return {
        ...first.code,
        productIds: rows.flatMap((row) => (row.productId === null ? [] : [row.productId])),
      };
    },

    /**
     * Counts a use of the code and stores the order with its items, in one transaction. The use is a
     * conditional update (still valid at `now`, `used_count < max_uses`): a concurrent buyer of the
     * last use waits for this transaction and then finds the condition false, so a code is never used
     * more often than allowed. { ok: false } when the code could not be used (any more).
     */
    async placeOrder(input: {
      codeId: number;
      now: Date;
      order: NewOrder;
      items: readonly NewOrderItem[];
    }): Promise<PlaceCorporateOrderResult> {
      try {
        return await db.transaction(async (tx) => {
          const counted = await tx
            .update(corporateAccessCodes)
            .set({ usedCount: sql`${corporateAccessCodes.usedCount} + 1` })
            .where(
              and(
                eq(corporateAccessCodes.id, input.codeId),
                sql`(${corporateAccessCodes.maxUses} IS NULL OR ${corporateAccessCodes.usedCount} < ${corporateAccessCodes.maxUses})`,
                sql`(${corporateAccessCodes.validFrom} IS NULL OR ${corporateAccessCodes.validFrom} <= ${input.now.toISOString()}::timestamptz)`,
                sql`(${corporateAccessCodes.validTo} IS NULL OR ${corporateAccessCodes.validTo} >= ${input.now.toISOString()}::timestamptz)`,
              ),
            )
            .returning({ id: corporateAccessCodes.id });
          if (counted.length === 0) throw new CodeUsedUp();
          const [order] = await tx.insert(orders).values(input.order).returning({ id: orders.id });
          if (!order) throw new Error('the order insert returned no row');
          if (input.items.length > 0)
            await tx.insert(orderItems).values(input.items.map((item) => ({ ...item, orderId: order.id })));
          return { ok: true as const, orderId: order.id };
        });
      } catch (error) {
        if (error instanceof CodeUsedUp) return { ok: false, reason: 'code' };
        throw error;
      }
    },
  };
}

export type CorporateRepository = ReturnType<typeof createCorporateRepository>;
