import { type Db, orderItems, orderRefunds, orders } from '@foundry/db';
import { and, asc, eq, inArray, notExists } from '@foundry/db/orm';

/** A paid font line of one of the user's orders, with the order facts a licence shows. */
export interface OwnedFontItemRow {
  itemId: number;
  orderId: number;
  orderHash: string;
  paidAt: Date | null;
  createdAt: Date;
  kind: (typeof orderItems.$inferSelect)['kind'];
  productId: number | null;
  quantity: number;
  unitPriceAmount: number;
  discountAmount: number;
  license: Record<string, unknown> | null;
  encodingIds: number[];
}

// Orders whose fonts the customer may use: paid, or given without payment.
const OWNING_STATUSES = ['PAID', 'COMPLIMENTARY'] as const;
const FONT_KINDS = ['FONT_FAMILY_PRODUCT', 'CORPORATE_FONT'] as const;

/** The font lines a user has paid for (or been given), oldest order first. One query. */
export function createOwnedFontRepository(db: Db) {
  return {
    async findOwnedFontItems(userId: number): Promise<OwnedFontItemRow[]> {
      const rows = await db
        .select({
          itemId: orderItems.id,
          orderId: orders.id,
          orderHash: orders.hash,
          paidAt: orders.paidAt,
          createdAt: orders.createdAt,
          kind: orderItems.kind,
          productId: orderItems.productId,
          quantity: orderItems.quantity,
          unitPriceAmount: orderItems.unitPriceAmount,
          discountAmount: orderItems.discountAmount,
          license: orderItems.license,
          encodingIds: orderItems.encodingIds,
        })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(
          and(
            eq(orders.userId, userId),
            inArray(orders.status, [...OWNING_STATUSES]),
            inArray(orderItems.kind, [...FONT_KINDS]),
            // A line staff refunded on its own is withdrawn (docs/back-office.md).
            notExists(
              db
                .select({ id: orderRefunds.id })
                .from(orderRefunds)
                .where(eq(orderRefunds.orderItemId, orderItems.id)),
            ),
          ),
        )
        .orderBy(asc(orders.createdAt), asc(orderItems.id));
      return rows;
    },
  };
}

export type OwnedFontRepository = ReturnType<typeof createOwnedFontRepository>;
