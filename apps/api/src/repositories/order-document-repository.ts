import {
  countries,
  type Db,
  encodings,
  families,
  orderItems,
  orderRefunds,
  orders,
  productChildren,
  products,
} from '@foundry/db';
import { and, asc, eq, inArray, isNull, like, notExists, sql } from '@foundry/db/orm';

export type DocumentOrderRow = typeof orders.$inferSelect;
export type DocumentOrderItemRow = typeof orderItems.$inferSelect;

/** A bought font product and, for a COLLECTION or SUITE, the FAMILY products it holds. */
export interface OrderedFontProduct {
  id: number;
  kind: 'FONT' | 'FAMILY' | 'COLLECTION' | 'SUITE';
  title: string;
  familyId: number | null;
  styleId: number | null;
  encodingId: number | null;
  children: { id: number; familyId: number | null; encodingId: number | null }[];
}

export interface CountryFacts {
  code: string;
  title: string;
  isEuMember: boolean;
  standardVatRateBp: number;
  reducedVatRateBp: number | null;
}

// One advisory lock serialises invoice numbering across all API processes (hashtext of a fixed name).
const INVOICE_NUMBER_LOCK = sql`hashtext('orders.invoice_number')`;

/** Reads what invoices and licence documents show, and gives invoice numbers and document files once. */
export function createOrderDocumentRepository(db: Db) {
  return {
    async findOrder(orderId: number): Promise<DocumentOrderRow | null> {
      const rows = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
      return rows[0] ?? null;
    },

    async findItems(orderId: number): Promise<DocumentOrderItemRow[]> {
      return db
        .select()
        .from(orderItems)
        .where(eq(orderItems.orderId, orderId))
        .orderBy(asc(orderItems.selectionIndex), asc(orderItems.id));
    },

    /**
     * The lines whose licences still stand: a line staff refunded on its own (order_refunds with its
     * id, docs/back-office.md) is withdrawn and no longer downloaded.
     */
    async findLicensedItems(orderId: number): Promise<DocumentOrderItemRow[]> {
      const refunded = db
        .select({ id: orderRefunds.id })
        .from(orderRefunds)
        .where(eq(orderRefunds.orderItemId, orderItems.id));
      return db
        .select()
        .from(orderItems)
        .where(and(eq(orderItems.orderId, orderId), notExists(refunded)))
        .orderBy(asc(orderItems.selectionIndex), asc(orderItems.id));
    },

    /** The font products of the given ids with their children (two queries). */
    async findFontProducts(productIds: number[]): Promise<OrderedFontProduct[]> {
      if (productIds.length === 0) return [];
      const rows = await db
        .select({
          id: products.id,
          kind: products.kind,
          title: products.title,
          familyId: products.familyId,
          styleId: products.styleId,
          encodingId: products.encodingId,
        })
        .from(products)
        .where(inArray(products.id, productIds));
      const children = await db
        .select({
          parentId: productChildren.parentId,
          id: products.id,
          familyId: products.familyId,
          encodingId: products.encodingId,
        })
        .from(productChildren)
        .innerJoin(products, eq(products.id, productChildren.childId))
        .where(inArray(productChildren.parentId, productIds))
        .orderBy(asc(productChildren.sort));
      return rows.map((row) => ({
        ...row,
        children: children
          .filter((child) => child.parentId === row.id)
          .map(({ id, familyId, encodingId }) => ({ id, familyId, encodingId })),
      }));
    },

    async findFamilies(
      familyIds: number[],
    ): Promise<{ id: number; title: string; encodingId: number | null }[]> {
      if (familyIds.length === 0) return [];
      return db
        .select({ id: families.id, title: families.title, encodingId: families.encodingId })
        .from(families)
        .where(inArray(families.id, familyIds));
    },

    async findEncodings(encodingIds: number[]): Promise<{ id: number; title: string }[]> {
      if (encodingIds.length === 0) return [];
      return db
        .select({ id: encodings.id, title: encodings.title })
        .from(encodings)
        .where(inArray(encodings.id, encodingIds))
        .orderBy(asc(encodings.sort), asc(encodings.id));
    },

    async findCountries(codes: string[]): Promise<CountryFacts[]> {
      if (codes.length === 0) return [];
      return db
        .select({
          code: countries.code,
          title: countries.title,
          isEuMember: countries.isEuMember,
          standardVatRateBp: countries.standardVatRateBp,
          reducedVatRateBp: countries.reducedVatRateBp,
        })
        .from(countries)
        .where(inArray(countries.code, codes));
    },

    /**
     * The order's invoice number, given now when it has none: the next of the year's sequence
     * (`format(sequence)` must start with `yearPrefix`). An advisory lock makes concurrent callers
     * take turns, the unique column is the backstop, and a number once given stays with its order.
     * Null when the order is not (or no longer) in one of `statuses`.
     */
    async assignInvoiceNumber(
      orderId: number,
      statuses: readonly DocumentOrderRow['status'][],
      yearPrefix: string,
      format: (sequence: number) => string,
    ): Promise<string | null> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${INVOICE_NUMBER_LOCK})`);
        const [order] = await tx
          .select({ status: orders.status, invoiceNumber: orders.invoiceNumber })
          .from(orders)
          .where(eq(orders.id, orderId))
          .for('update');
        if (!order || !statuses.includes(order.status)) return null;
        if (order.invoiceNumber) return order.invoiceNumber;
        // Numbers are zero-padded, so the longest and then greatest is the last one given.
        const [last] = await tx
          .select({ invoiceNumber: orders.invoiceNumber })
          .from(orders)
          .where(like(orders.invoiceNumber, `${yearPrefix}%`))
          .orderBy(sql`length(${orders.invoiceNumber}) desc`, sql`${orders.invoiceNumber} desc`)
          .limit(1);
        const lastSequence = last?.invoiceNumber ? Number(last.invoiceNumber.slice(yearPrefix.length)) : 0;
        const invoiceNumber = format((Number.isSafeInteger(lastSequence) ? lastSequence : 0) + 1);
        await tx
          .update(orders)
          .set({ invoiceNumber, updatedAt: new Date() })
          .where(and(eq(orders.id, orderId), isNull(orders.invoiceNumber)));
        return invoiceNumber;
      });
    },

    /** Records the invoice file unless one is recorded already; returns the key the order keeps. */
    async keepInvoiceFile(orderId: number, key: string): Promise<string | null> {
      await db
        .update(orders)
        .set({ invoiceFileKey: key, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), isNull(orders.invoiceFileKey)));
      const [row] = await db
        .select({ key: orders.invoiceFileKey })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.key ?? null;
    },

    /** Records the licence file unless one is recorded already; returns the key the order keeps. */
    async keepLicenseFile(orderId: number, key: string): Promise<string | null> {
      await db
        .update(orders)
        .set({ licenseFileKey: key, updatedAt: new Date() })
        .where(and(eq(orders.id, orderId), isNull(orders.licenseFileKey)));
      const [row] = await db
        .select({ key: orders.licenseFileKey })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row?.key ?? null;
    },
  };
}

export type OrderDocumentRepository = ReturnType<typeof createOrderDocumentRepository>;
