import {
  addresses,
  clubRewardClaims,
  clubTransactions,
  type Db,
  fontsInUse,
  newsletterSubscriptions,
  orderItems,
  orders,
  outOfStockNotifications,
  signInAttempts,
  storedCards,
  users,
  webfontsProjectDomains,
  webfontsProjects,
} from '@foundry/db';
import { type AnyColumn, and, asc, eq, inArray, ne, sql } from '@foundry/db/orm';

const sameEmail = (column: AnyColumn, email: string) => eq(sql`lower(${column})`, email.toLowerCase());

/** What the shop holds about one customer, read for an export and removed for an erasure. */
export function createAdminCustomerDataRepository(db: Db) {
  return {
    /** Every record of the customer (password hash and card tokens left out: they are secrets, not data about them). */
    async personalDataOf(userId: number) {
      const [user] = await db.select().from(users).where(eq(users.id, userId));
      if (!user) return null;
      const { passwordHash: _secret, ...account } = user;
      const orderRows = await db
        .select()
        .from(orders)
        .where(eq(orders.userId, userId))
        .orderBy(asc(orders.id));
      const orderIds = orderRows.map((order) => order.id);
      const projects = await db.select().from(webfontsProjects).where(eq(webfontsProjects.userId, userId));
      const projectIds = projects.map((project) => project.id);
      return {
        account,
        addresses: await db.select().from(addresses).where(eq(addresses.userId, userId)),
        orders: orderRows.map(({ hash: _hash, ...order }) => order),
        orderItems:
          orderIds.length === 0
            ? []
            : await db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
        storedCards: await db
          .select({
            brand: storedCards.brand,
            lastFour: storedCards.lastFour,
            expiryMonth: storedCards.expiryMonth,
            expiryYear: storedCards.expiryYear,
            createdAt: storedCards.createdAt,
          })
          .from(storedCards)
          .where(eq(storedCards.userId, userId)),
        clubTransactions: await db.select().from(clubTransactions).where(eq(clubTransactions.userId, userId)),
        clubRewardClaims: await db.select().from(clubRewardClaims).where(eq(clubRewardClaims.userId, userId)),
        webfontsProjects: projects.map(({ licenseKey: _key, ...project }) => project),
        webfontsProjectDomains:
          projectIds.length === 0
            ? []
            : await db
                .select()
                .from(webfontsProjectDomains)
                .where(inArray(webfontsProjectDomains.projectId, projectIds)),
        fontsInUseSubmissions: await db.select().from(fontsInUse).where(eq(fontsInUse.userId, userId)),
        newsletterSubscriptions: await db
          .select({
            email: newsletterSubscriptions.email,
            status: newsletterSubscriptions.status,
            createdAt: newsletterSubscriptions.createdAt,
            confirmedAt: newsletterSubscriptions.confirmedAt,
          })
          .from(newsletterSubscriptions)
          .where(sameEmail(newsletterSubscriptions.email, user.email)),
        outOfStockNotifications: await db
          .select()
          .from(outOfStockNotifications)
          .where(sameEmail(outOfStockNotifications.email, user.email)),
      };
    },
  };
}

/**
 * Erases a customer inside the caller's transaction (docs/back-office.md, "Erasure"): orders keep
 * what an invoice must show (the invoice address's name, organisation, street, city, postcode,
 * country and VAT number) and lose the rest; records kept by e-mail go; published fonts-in-use
 * pages stay without their author; then the account row goes, and with it (ON DELETE CASCADE) its
 * sessions, addresses, stored cards, club points, web font projects and everything else of theirs.
 * Answers how many orders were kept.
 */
export async function eraseCustomerData(tx: Db, user: { id: number; email: string }): Promise<number> {
  const kept = await tx
    .update(orders)
    .set({
      email: null,
      invoiceAddress: sql`${orders.invoiceAddress} - 'email' - 'phone'`,
      deliveryAddress: null,
      licenseAddress: null,
      updatedAt: new Date(),
    })
    .where(eq(orders.userId, user.id))
    .returning({ id: orders.id });
  await tx
    .update(fontsInUse)
    .set({ userId: null })
    .where(and(eq(fontsInUse.userId, user.id), eq(fontsInUse.status, 'PUBLISHED')));
  await tx.delete(fontsInUse).where(and(eq(fontsInUse.userId, user.id), ne(fontsInUse.status, 'PUBLISHED')));
  await tx.delete(newsletterSubscriptions).where(sameEmail(newsletterSubscriptions.email, user.email));
  await tx.delete(outOfStockNotifications).where(sameEmail(outOfStockNotifications.email, user.email));
  await tx.delete(signInAttempts).where(sameEmail(signInAttempts.email, user.email));
  await tx.delete(users).where(eq(users.id, user.id));
  return kept.length;
}

export type AdminCustomerDataRepository = ReturnType<typeof createAdminCustomerDataRepository>;
