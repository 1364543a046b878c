import { type Db, orderItems, orders, products } from '@foundry/db';
import { and, asc, desc, eq, exists, getTableColumns, ilike, inArray, or, type SQL } from '@foundry/db/orm';
import { OPEN_PRICE_CALCULATION_STATUSES } from '@foundry/domain';
import type { OrderItemRow, OrderRecord, OrderRow } from './order-repository.ts';

export interface UserOrderFilter {
  /** Matches the order number, the invoice number or an item title (case-insensitive, part of it). */
  search: string | null;
  type: OrderRow['type'] | null;
  status: OrderRow['status'] | null;
  offset: number;
  limit: number;
  /** Only price calculations still open (OPEN_PRICE_CALCULATION_STATUSES): User.priceCalculations. */
  openPriceCalculations?: boolean;
}

/** `%`, `_` and `\` typed into the search are literal characters, not patterns. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** The account's order history: only ever the orders of the given user. */
export function createUserOrderRepository(db: Db) {
  return {
    /** One page of the user's orders, newest first, each with its lines (two queries in all). */
    async pageForUser(userId: number, filter: UserOrderFilter): Promise<OrderRecord[]> {
      const conditions: SQL[] = [eq(orders.userId, userId)];
      if (filter.type !== null) conditions.push(eq(orders.type, filter.type));
      if (filter.status !== null) conditions.push(eq(orders.status, filter.status));
      if (filter.openPriceCalculations) {
        conditions.push(
          eq(orders.isPriceCalculation, true),
          inArray(orders.status, [...OPEN_PRICE_CALCULATION_STATUSES]),
        );
      }
      if (filter.search !== null) {
        const pattern = containsPattern(filter.search);
        const matches: SQL[] = [
          ilike(orders.invoiceNumber, pattern),
          exists(
            db
              .select({ one: orderItems.id })
              .from(orderItems)
              .where(and(eq(orderItems.orderId, orders.id), ilike(orderItems.title, pattern))),
          ),
        ];
        if (/^[1-9][0-9]{0,9}$/.test(filter.search) && Number(filter.search) <= 2_147_483_647) {
          matches.push(eq(orders.id, Number(filter.search)));
        }
        const any = or(...matches);
        if (any) conditions.push(any);
      }
      const rows = await db
        .select()
        .from(orders)
        .where(and(...conditions))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .offset(filter.offset)
        .limit(filter.limit);
      if (rows.length === 0) return [];
      const items = await db
        .select({ ...getTableColumns(orderItems), familyId: products.familyId })
        .from(orderItems)
        .leftJoin(products, eq(products.id, orderItems.productId))
        .where(
          inArray(
            orderItems.orderId,
            rows.map((row) => row.id),
          ),
        )
        .orderBy(asc(orderItems.selectionIndex), asc(orderItems.id));
      const byOrder = new Map<number, OrderItemRow[]>();
      for (const item of items) {
        const list = byOrder.get(item.orderId) ?? [];
        list.push(item);
        byOrder.set(item.orderId, list);
      }
      return rows.map((row) => ({ ...row, items: byOrder.get(row.id) ?? [] }));
    },
  };
}

export type UserOrderRepository = ReturnType<typeof createUserOrderRepository>;
