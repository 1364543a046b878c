import {
  type Db,
  families,
  orderItems,
  orderRefunds,
  orderShipments,
  orders,
  payments,
  physicalProducts,
  products,
  users,
} from '@foundry/db';
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, type SQL, sql } from '@foundry/db/orm';
import type { OrderStatus } from '@foundry/domain';

export interface OrderSearch {
  statuses: OrderStatus[];
  /** E-mail, name or order number (id or invoice number), part of it. */
  customer: string | null;
  /** ISO 3166 code of the invoice address. */
  country: string | null;
  from: Date | null;
  /** Exclusive. */
  to: Date | null;
  /** Orders with a line of this family: the family, one of its styles, in any encoding. */
  familyId?: number | null;
  /** Orders with a line of this physical product (book, poster…), in any variant. */
  physicalProductId?: number | null;
}

export type AdminOrderRow = typeof orders.$inferSelect & { customerName: string | null };

function whereOf(search: OrderSearch): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(orders.isPriceCalculation, false)];
  if (search.statuses.length > 0) conditions.push(inArray(orders.status, search.statuses));
  if (search.country) conditions.push(sql`${orders.invoiceAddress}->>'countryCode' = ${search.country}`);
  if (search.from) conditions.push(gte(orders.createdAt, search.from));
  if (search.to) conditions.push(lt(orders.createdAt, search.to));
  if (search.familyId) {
    conditions.push(sql`exists (select 1 from ${orderItems} join ${products} on ${products.id} = ${orderItems.productId}
      where ${orderItems.orderId} = ${orders.id} and ${products.familyId} = ${search.familyId})`);
  }
  if (search.physicalProductId) {
    conditions.push(sql`exists (select 1 from ${orderItems}
      where ${orderItems.orderId} = ${orders.id} and ${orderItems.physicalProductId} = ${search.physicalProductId})`);
  }
  if (search.customer) {
    const text = `%${search.customer.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const asId = /^\d{1,9}$/.test(search.customer) ? [eq(orders.id, Number(search.customer))] : [];
    conditions.push(
      or(
        ilike(orders.email, text),
        ilike(users.email, text),
        ilike(users.name, text),
        ilike(orders.invoiceNumber, text),
        sql`${orders.invoiceAddress}->>'name' ilike ${text}`,
        ...asId,
      ),
    );
  }
  return and(...conditions);
}

/** Orders as staff see them: every customer's, searched and read with their payments. */
export function createAdminOrderRepository(db: Db) {
  return {
    async search(
      search: OrderSearch,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: AdminOrderRow[]; total: number }> {
      const where = whereOf(search);
      const rows = await db
        .select({ order: orders, customerName: users.name })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(paging.limit)
        .offset(paging.offset);
      const [count] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(where);
      return {
        rows: rows.map((row) => ({ ...row.order, customerName: row.customerName })),
        total: count?.total ?? 0,
      };
    },

    /** What the product filter offers: every family and physical product, by title. */
    async productChoices() {
      const [familyRows, physicalRows] = await Promise.all([
        db.select({ id: families.id, title: families.title }).from(families).orderBy(asc(families.title)),
        db
          .select({ id: physicalProducts.id, title: physicalProducts.title })
          .from(physicalProducts)
          .orderBy(asc(physicalProducts.title)),
      ]);
      return { families: familyRows, physicalProducts: physicalRows };
    },

    async findById(id: number): Promise<AdminOrderRow | null> {
      const rows = await db
        .select({ order: orders, customerName: users.name })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, id))
        .limit(1);
      const row = rows[0];
      return row ? { ...row.order, customerName: row.customerName } : null;
    },

    itemsOf(orderId: number) {
      return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));
    },

    paymentsOf(orderId: number) {
      return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));
    },

    refundsOf(orderId: number) {
      return db
        .select()
        .from(orderRefunds)
        .where(eq(orderRefunds.orderId, orderId))
        .orderBy(asc(orderRefunds.id));
    },

    async shipmentOf(orderId: number) {
      const rows = await db.select().from(orderShipments).where(eq(orderShipments.orderId, orderId)).limit(1);
      return rows[0] ?? null;
    },
  };
}

export type AdminOrderRepository = ReturnType<typeof createAdminOrderRepository>;
