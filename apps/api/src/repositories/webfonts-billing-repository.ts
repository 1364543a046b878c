import {
  addresses,
  type Db,
  orderItems,
  orders,
  users,
  webfontsMonthBills,
  webfontsPageViews,
  webfontsProjectEmails,
  webfontsProjects,
} from '@foundry/db';
import { and, asc, eq, inArray, lt, sql } from '@foundry/db/orm';
import { UNPAID_BILL_STATUSES } from '@foundry/domain/webfonts/webfonts-monthly-bill';
import {
  type NewOrder,
  type NewOrderItem,
  USER_ADDRESS_COLUMNS,
  type UserAddressRow,
} from './order-repository.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What a month's bill is made from, read in the transaction that marks the month billed. */
export interface MonthBillFacts {
  projectId: number;
  projectTitle: string;
  userId: number;
  email: string;
  invoiceLanguage: string;
  currency: string;
  pageViews: number;
  /** The owner's default address (the bill's invoice address), if they have one. */
  defaultAddress: UserAddressRow | null;
}

/** A project month to bill, with what its VAT follows. */
export interface UnbilledMonth {
  projectId: number;
  month: string;
  buyer: { country: string | null; vatNumber: string | null };
}

/** A month marked billed: its order when it cost something, and who is told about it. */
export interface BilledMonth {
  facts: MonthBillFacts;
  order: { id: number; hash: string; totalAmount: number; currency: string } | null;
  billingEmails: string[];
}

/** A project the shop paused for an unpaid bill, with who is told. */
export interface PausedForBill {
  projectId: number;
  title: string;
  email: string;
  billingEmails: string[];
  unpaidOrder: Pick<typeof orders.$inferSelect, 'id' | 'hash' | 'status'>;
}

const unpaid = (status: typeof orders.status) => inArray(status, [...UNPAID_BILL_STATUSES]);

async function billingEmailsOf(db: Pick<Db, 'select'>, projectId: number): Promise<string[]> {
  const rows = await db
    .select({ email: webfontsProjectEmails.email })
    .from(webfontsProjectEmails)
    .where(and(eq(webfontsProjectEmails.projectId, projectId), eq(webfontsProjectEmails.kind, 'billing')))
    .orderBy(asc(webfontsProjectEmails.email));
  return rows.map((row) => row.email);
}

async function defaultAddressOf(tx: Tx, userId: number): Promise<UserAddressRow | null> {
  const [row] = await tx
    .select(USER_ADDRESS_COLUMNS)
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  return row ?? null;
}

/**
 * The monthly billing of hosted projects (docs/webfonts.md, "Monthly billing"). A month is billed
 * once: marking it is a conditional update (`billed = false` → true) in the same transaction as its
 * order, so a second run — in this process or another — finds nothing to mark and makes no order.
 */
export function createWebfontsBillingRepository(db: Db) {
  return {
    /**
     * Months before `monthDay` (a first day) with page views and not billed yet, oldest first, each
     * with the country and VAT number of its owner's default address (what the bill's VAT follows).
     */
    async unbilledMonthsBefore(monthDay: string): Promise<UnbilledMonth[]> {
      const rows = await db
        .select({
          projectId: webfontsPageViews.projectId,
          month: webfontsPageViews.month,
          country: addresses.countryCode,
          vatNumber: addresses.vatNumber,
        })
        .from(webfontsPageViews)
        .innerJoin(webfontsProjects, eq(webfontsProjects.id, webfontsPageViews.projectId))
        .leftJoin(
          addresses,
          and(eq(addresses.userId, webfontsProjects.userId), eq(addresses.isDefault, true)),
        )
        .where(
          and(
            eq(webfontsPageViews.billed, false),
            lt(webfontsPageViews.month, monthDay),
            eq(webfontsProjects.type, 'regular'),
          ),
        )
        .orderBy(asc(webfontsPageViews.month), asc(webfontsPageViews.projectId));
      return rows.map(({ projectId, month, country, vatNumber }) => ({
        projectId,
        month,
        buyer: { country: country ?? null, vatNumber: vatNumber ?? null },
      }));
    },

    /**
     * Marks the month billed and, when `compose` makes an order of its facts, stores the order, its
     * lines and the bill, and points the project's unpaidOrderId at it unless an older bill is still
     * unpaid. Null when the month was billed already (by another run).
     */
    async billMonth(
      projectId: number,
      monthDay: string,
      compose: (facts: MonthBillFacts) => { order: NewOrder; items: NewOrderItem[] } | null,
    ): Promise<BilledMonth | null> {
      const billed = await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(webfontsPageViews)
          .set({ billed: true })
          .where(
            and(
              eq(webfontsPageViews.projectId, projectId),
              eq(webfontsPageViews.month, monthDay),
              eq(webfontsPageViews.billed, false),
            ),
          )
          .returning({ pageViews: webfontsPageViews.pageViews });
        if (!marked) return null;
        const [project] = await tx
          .select({
            projectId: webfontsProjects.id,
            projectTitle: webfontsProjects.title,
            userId: webfontsProjects.userId,
            currency: webfontsProjects.currency,
            email: users.email,
            invoiceLanguage: users.invoiceLanguage,
          })
          .from(webfontsProjects)
          .innerJoin(users, eq(users.id, webfontsProjects.userId))
          .where(eq(webfontsProjects.id, projectId));
        if (!project) throw new Error(`web font project ${projectId} of a page-view row is missing`);
        const facts: MonthBillFacts = {
          ...project,
          pageViews: marked.pageViews,
          defaultAddress: await defaultAddressOf(tx, project.userId),
        };
        const bill = compose(facts);
        if (!bill) return { facts, order: null };
        const [order] = await tx.insert(orders).values(bill.order).returning({
          id: orders.id,
          hash: orders.hash,
          totalAmount: orders.totalAmount,
          currency: orders.currency,
        });
        if (!order) throw new Error('the bill order insert returned no row');
        await tx.insert(orderItems).values(bill.items.map((item) => ({ ...item, orderId: order.id })));
        await tx.insert(webfontsMonthBills).values({ projectId, month: monthDay, orderId: order.id });
        await tx
          .update(webfontsProjects)
          .set({ unpaidOrderId: sql`coalesce(${webfontsProjects.unpaidOrderId}, ${order.id})` })
          .where(eq(webfontsProjects.id, projectId));
        return { facts, order };
      });
      if (!billed) return null;
      return { ...billed, billingEmails: await billingEmailsOf(db, projectId) };
    },

    /**
     * Pauses (PAUSED_NOT_PAID) every live project whose unpaid bill was made before `overdueBefore`
     * and is still owed; the projects paused now.
     */
    async pauseOverdue(overdueBefore: Date): Promise<PausedForBill[]> {
      const overdue = db
        .select({ id: orders.id })
        .from(orders)
        .where(and(unpaid(orders.status), lt(orders.createdAt, overdueBefore)));
      const paused = await db
        .update(webfontsProjects)
        .set({ status: 'PAUSED_NOT_PAID', updatedAt: new Date() })
        .where(
          and(
            inArray(webfontsProjects.status, ['ACTIVE', 'PAUSED', 'PAUSED_BY_BUDGET']),
            inArray(webfontsProjects.unpaidOrderId, overdue),
          ),
        )
        .returning({
          projectId: webfontsProjects.id,
          title: webfontsProjects.title,
          userId: webfontsProjects.userId,
          unpaidOrderId: webfontsProjects.unpaidOrderId,
        });
      const result: PausedForBill[] = [];
      for (const project of paused) {
        const [owner] = await db
          .select({ email: users.email, id: orders.id, hash: orders.hash, status: orders.status })
          .from(users)
          .innerJoin(orders, eq(orders.id, project.unpaidOrderId ?? -1))
          .where(eq(users.id, project.userId));
        if (!owner) continue;
        result.push({
          projectId: project.projectId,
          title: project.title,
          email: owner.email,
          billingEmails: await billingEmailsOf(db, project.projectId),
          unpaidOrder: { id: owner.id, hash: owner.hash, status: owner.status },
        });
      }
      return result;
    },

    /**
     * A bill's order was paid: the project's unpaidOrderId moves on to its next unpaid bill (or none),
     * and a project paused for non-payment is ACTIVE again unless that next bill is overdue too.
     * The project's id, or null when the order bills no month. Safe to repeat.
     */
    async settlePaidBill(orderId: number, overdueBefore: Date): Promise<number | null> {
      // One read for every other paid order (most of them): it bills no month.
      const [bill] = await db
        .select({ projectId: webfontsMonthBills.projectId })
        .from(webfontsMonthBills)
        .where(eq(webfontsMonthBills.orderId, orderId));
      if (!bill) return null;
      return db.transaction(async (tx) => {
        const [project] = await tx
          .select({ status: webfontsProjects.status })
          .from(webfontsProjects)
          .where(eq(webfontsProjects.id, bill.projectId))
          .for('update');
        if (!project) return null;
        const [next] = await tx
          .select({ id: orders.id, createdAt: orders.createdAt })
          .from(webfontsMonthBills)
          .innerJoin(orders, eq(orders.id, webfontsMonthBills.orderId))
          .where(and(eq(webfontsMonthBills.projectId, bill.projectId), unpaid(orders.status)))
          .orderBy(asc(webfontsMonthBills.month))
          .limit(1);
        const stillOverdue = next !== undefined && next.createdAt < overdueBefore;
        await tx
          .update(webfontsProjects)
          .set({
            unpaidOrderId: next?.id ?? null,
            ...(project.status === 'PAUSED_NOT_PAID' && !stillOverdue
              ? { status: 'ACTIVE' as const, updatedAt: new Date() }
              : {}),
          })
          .where(eq(webfontsProjects.id, bill.projectId));
        return bill.projectId;
      });
    },
  };
}

export type WebfontsBillingRepository = ReturnType<typeof createWebfontsBillingRepository>;
