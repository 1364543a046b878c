import {
  type AddressSnapshot,
  addresses,
  countries,
  countryStates,
  type Db,
  discountCodes,
  notifyChange,
  orderItems,
  orders,
  products,
} from '@foundry/db';
import { and, asc, eq, getTableColumns, inArray, isNull, lt, ne, or, sql } from '@foundry/db/orm';
import {
  CANCELLABLE_ORDER_STATUSES,
  HELD_ORDER_STATUSES,
  type OrderItemLicense,
  unpaidOrderExpiryCutoffs,
} from '@foundry/domain';
import { moveStock } from './stock-movement-writes.ts';

export type OrderRow = typeof orders.$inferSelect;
/** An order line, with the family of its font product (null for other items). */
export type OrderItemRow = typeof orderItems.$inferSelect & { familyId: number | null };
/** An order with its lines: what the GraphQL type Order resolves from. */
export type OrderRecord = OrderRow & { items: OrderItemRow[] };

export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type NewOrderItem = Omit<typeof orderItems.$inferInsert, 'id' | 'orderId'>;

/** One physical variant the order takes from stock. */
export interface StockTake {
  variantId: number;
  quantity: number;
}

export type PlaceOrderResult =
  | { ok: true; order: OrderRecord }
  | { ok: false; reason: 'stock'; variantId: number }
  | { ok: false; reason: 'discount' };

/** A row of the user's address book, as far as an order copies it. */
export type UserAddressRow = Pick<
  typeof addresses.$inferSelect,
  | 'id'
  | 'name'
  | 'organization'
  | 'addressLine1'
  | 'addressLine2'
  | 'addressLine3'
  | 'city'
  | 'zip'
  | 'countryCode'
  | 'stateCode'
  | 'vatNumber'
  | 'phone'
>;

/** The columns of UserAddressRow, for every read that copies an address into an order. */
export const USER_ADDRESS_COLUMNS = {
  id: addresses.id,
  name: addresses.name,
  organization: addresses.organization,
  addressLine1: addresses.addressLine1,
  addressLine2: addresses.addressLine2,
  addressLine3: addresses.addressLine3,
  city: addresses.city,
  zip: addresses.zip,
  countryCode: addresses.countryCode,
  stateCode: addresses.stateCode,
  vatNumber: addresses.vatNumber,
  phone: addresses.phone,
};

/**
 * order_items.license holds `{ entries: OrderItemLicense[] }` (the column is a JSON object): read it
 * back with `licenseEntriesOf`.
 */
export function licenseColumnOf(entries: readonly OrderItemLicense[]): Record<string, unknown> {
  return { entries };
}

export function licenseEntriesOf(item: Pick<OrderItemRow, 'license'>): OrderItemLicense[] {
  const entries = item.license?.entries;
  return Array.isArray(entries) ? (entries as OrderItemLicense[]) : [];
}

/** Thrown inside the order transaction to roll it back; never leaves this file. */
class RollBack extends Error {
  constructor(readonly result: Exclude<PlaceOrderResult, { ok: true }>) {
    super('order transaction rolled back');
  }
}

export function createOrderRepository(db: Db) {
  async function itemsOf(orderId: number, executor: Pick<Db, 'select'> = db): Promise<OrderItemRow[]> {
    return executor
      .select({ ...getTableColumns(orderItems), familyId: products.familyId })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(eq(orderItems.orderId, orderId))
      .orderBy(asc(orderItems.selectionIndex), asc(orderItems.id));
  }

  return {
    async findById(id: number): Promise<OrderRecord | null> {
      const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
      if (!order) return null;
      return { ...order, items: await itemsOf(order.id) };
    },

    itemsOf: (orderId: number) => itemsOf(orderId),

    /** An address of the user's own book; null for another user's address or an unknown id. */
    async findUserAddress(userId: number, addressId: number): Promise<UserAddressRow | null> {
      const rows = await db
        .select(USER_ADDRESS_COLUMNS)
        .from(addresses)
        .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** How many unpaid orders (still holding stock) the user has. */
    async countHeldOrdersOf(userId: number): Promise<number> {
      // A web font bill holds no stock and is not the customer's choice: it never counts.
      return db.$count(
        orders,
        and(
          eq(orders.userId, userId),
          inArray(orders.status, [...HELD_ORDER_STATUSES]),
          ne(orders.type, 'WEBFONT_SERVICE'),
        ),
      );
    },

    /**
     * The countries among the ISO codes that we know (an order's addresses must be in one), each
     * with the codes of its states (empty for countries without states), in one statement.
     */
    async knownCountries(codes: readonly string[]): Promise<Map<string, Set<string>>> {
      const known = new Map<string, Set<string>>();
      if (codes.length === 0) return known;
      const rows = await db
        .select({ country: countries.code, state: countryStates.code })
        .from(countries)
        .leftJoin(countryStates, eq(countryStates.countryCode, countries.code))
        .where(inArray(countries.code, [...new Set(codes)]));
      for (const row of rows) {
        const states = known.get(row.country) ?? new Set<string>();
        if (row.state !== null) states.add(row.state);
        known.set(row.country, states);
      }
      return known;
    },

    /**
     * Inserts the order and its lines, takes the stock of every variant (a stock movement each,
     * naming the order) and counts a use of the discount code, all in one transaction. Stock and code uses are conditional updates
     * (`stock >= quantity`, `used_count < max_uses`): on PostgreSQL a concurrent buyer of the same
     * row waits for this transaction and re-checks the condition, so stock never goes below zero and
     * a code is never used more often than allowed. Variants are taken in id order so two orders
     * never wait for each other (no deadlock).
     */
    async placeOrder(input: {
      order: NewOrder;
      items: readonly NewOrderItem[];
      stock: readonly StockTake[];
      discountCode: string | null;
    }): Promise<PlaceOrderResult> {
      try {
        return await db.transaction(async (tx) => {
          // The order first, so each stock movement can name it; a refusal below rolls it back.
          const [order] = await tx.insert(orders).values(input.order).returning();
          if (!order) throw new Error('the order insert returned no row');
          const takes = mergeStockTakes(input.stock);
          for (const take of takes) {
            const moved = await moveStock(tx, {
              variantId: take.variantId,
              delta: -take.quantity,
              kind: 'order',
              orderId: order.id,
            });
            if (!moved) throw new RollBack({ ok: false, reason: 'stock', variantId: take.variantId });
          }
          // Stock shows on cached product answers: they are dropped when this commits.
          if (takes.length > 0) await notifyChange(tx, { topic: 'products' });
          if (input.discountCode !== null) {
            const counted = await tx
              .update(discountCodes)
              .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
              .where(
                and(
                  eq(discountCodes.code, input.discountCode),
                  isNull(discountCodes.disabledAt),
                  sql`(${discountCodes.maxUses} IS NULL OR ${discountCodes.usedCount} < ${discountCodes.maxUses})`,
                ),
              )
              .returning({ id: discountCodes.id });
            if (counted.length === 0) throw new RollBack({ ok: false, reason: 'discount' });
          }
          if (input.items.length > 0) {
            await tx.insert(orderItems).values(input.items.map((item) => ({ ...item, orderId: order.id })));
          }
          return { ok: true as const, order: { ...order, items: await itemsOf(order.id, tx) } };
        });
      } catch (error) {
        if (error instanceof RollBack) return error.result;
        throw error;
      }
    },

    /**
     * Cancels the order if its status still allows it, gives back its stock and its discount-code
     * use, in one transaction. The status update is conditional, so of two cancels racing only one
     * changes the row and only that one returns the stock. Null when the order was not cancellable
     * (any more).
     */
    async cancel(id: number, now: Date): Promise<OrderRecord | null> {
      return db.transaction(async (tx) => {
        const [order] = await tx
          .update(orders)
          .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
          .where(and(eq(orders.id, id), inArray(orders.status, [...CANCELLABLE_ORDER_STATUSES])))
          .returning();
        if (!order) return null;
        const items = await itemsOf(order.id, tx);
        await giveBack(tx, items, order.discountCode === null ? [] : [order.discountCode]);
        return { ...order, items };
      });
    },

    /**
     * Cancels every unpaid order that outlived its hold (UNPAID_ORDER_HOLD_HOURS) and gives back
     * its stock and code use, in one transaction; the ids of the orders cancelled. Conditional like
     * cancel: an order paid or cancelled meanwhile is left alone, and two sweeps never both give back.
     */
    async cancelExpired(now: Date): Promise<number[]> {
      // A web font bill is owed for page views already served: it waits to be paid, never expires.
      const expired = and(
        ne(orders.type, 'WEBFONT_SERVICE'),
        or(
          ...unpaidOrderExpiryCutoffs(now).map(({ status, isPriceCalculation, createdBefore }) =>
            and(
              eq(orders.status, status),
              eq(orders.isPriceCalculation, isPriceCalculation),
              lt(orders.createdAt, createdBefore),
            ),
          ),
        ),
      );
      return db.transaction(async (tx) => {
        const cancelled = await tx
          .update(orders)
          .set({ status: 'CANCELLED', cancelledAt: now, updatedAt: now })
          .where(expired)
          .returning({ id: orders.id, discountCode: orders.discountCode });
        if (cancelled.length === 0) return [];
        const ids = cancelled.map((order) => order.id);
        const items = await tx
          .select({
            orderId: orderItems.orderId,
            variantId: orderItems.variantId,
            quantity: orderItems.quantity,
          })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids));
        await giveBack(
          tx,
          items,
          cancelled.flatMap((order) => (order.discountCode === null ? [] : [order.discountCode])),
        );
        return ids;
      });
    },
  };
}

/** One take per variant (two lines of the same variant add up), in variant id order. */
function mergeStockTakes(takes: readonly StockTake[]): StockTake[] {
  const byVariant = new Map<number, number>();
  for (const take of takes)
    byVariant.set(take.variantId, (byVariant.get(take.variantId) ?? 0) + take.quantity);
  return [...byVariant].sort(([a], [b]) => a - b).map(([variantId, quantity]) => ({ variantId, quantity }));
}

type Executor = Pick<Db, 'update' | 'insert' | 'execute'>;

/**
 * Returns the stock of cancelled orders' items, one movement per order and variant (in variant id
 * order like the takes, so it never deadlocks with them), and one use per order of each discount code.
 */
async function giveBack(
  tx: Executor,
  items: readonly { orderId: number; variantId: number | null; quantity: number }[],
  codes: readonly string[],
): Promise<void> {
  const returns = new Map<string, { orderId: number; variantId: number; quantity: number }>();
  for (const item of items) {
    if (item.variantId === null) continue;
    const key = `${item.variantId}/${item.orderId}`;
    const sum = returns.get(key)?.quantity ?? 0;
    returns.set(key, { orderId: item.orderId, variantId: item.variantId, quantity: sum + item.quantity });
  }
  const ordered = [...returns.values()].sort((a, b) => a.variantId - b.variantId || a.orderId - b.orderId);
  for (const back of ordered) {
    await moveStock(tx, {
      variantId: back.variantId,
      delta: back.quantity,
      kind: 'order-cancelled',
      orderId: back.orderId,
    });
  }
  if (ordered.length > 0) await notifyChange(tx, { topic: 'products' });
  const uses = new Map<string, number>();
  for (const code of codes) uses.set(code, (uses.get(code) ?? 0) + 1);
  for (const [code, count] of [...uses].sort(([a], [b]) => a.localeCompare(b))) {
    await tx
      .update(discountCodes)
      .set({ usedCount: sql`greatest(${discountCodes.usedCount} - ${count}, 0)` })
      .where(eq(discountCodes.code, code));
  }
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
export type { AddressSnapshot };
