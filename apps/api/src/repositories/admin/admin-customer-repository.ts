import { type Db, orderItems, orders, users, webfontsProjects } from '@foundry/db';
import { and, desc, eq, ilike, inArray, or, sql } from '@foundry/db/orm';
import { createClubPointsRepository } from '../club-points-repository.ts';
import { createOwnedFontRepository } from '../owned-font-repository.ts';

export interface AdminCustomerRow {
  id: number;
  email: string;
  name: string;
  organization: string | null;
  countryCode: string | null;
  club: boolean;
  createdAt: Date;
  orderCount: number;
}

const customerColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  organization: users.organization,
  countryCode: users.countryCode,
  club: users.club,
  createdAt: users.createdAt,
  // Qualified by hand: inside the subquery drizzle's bare column names would all mean `orders`.
  orderCount: sql<number>`(select count(*)::int from ${orders} where ${orders}.user_id = ${users}.id and not ${orders}.is_price_calculation)`,
};

/** Customers as staff see them: searched by e-mail or name, and one customer's records. */
export function createAdminCustomerRepository(db: Db) {
  const ownedFonts = createOwnedFontRepository(db);
  const clubPoints = createClubPointsRepository(db);
  return {
    async search(
      text: string | null,
      paging: { limit: number; offset: number },
    ): Promise<{ rows: AdminCustomerRow[]; total: number }> {
      const pattern = text ? `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
      const rows = await db
        .select(customerColumns)
        .from(users)
        .where(where)
        .orderBy(desc(users.createdAt), desc(users.id))
        .limit(paging.limit)
        .offset(paging.offset);
      const [count] = await db.select({ total: sql<number>`count(*)::int` }).from(users).where(where);
      return { rows, total: count?.total ?? 0 };
    },

    async find(id: number): Promise<AdminCustomerRow | null> {
      const [row] = await db.select(customerColumns).from(users).where(eq(users.id, id));
      return row ?? null;
    },

    /** The customer's orders (not price calculations), newest first. */
    ordersOf(userId: number) {
      return db
        .select()
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.isPriceCalculation, false)))
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(200);
    },

    /** The font licences the customer holds (the shop's own rule of ownership), with their titles. */
    async fontsOwnedBy(userId: number) {
      const items = await ownedFonts.findOwnedFontItems(userId);
      if (items.length === 0) return [];
      const titles = await db
        .select({ id: orderItems.id, title: orderItems.title })
        .from(orderItems)
        .where(
          inArray(
            orderItems.id,
            items.map((item) => item.itemId),
          ),
        );
      const titleOf = new Map(titles.map((row) => [row.id, row.title]));
      return items.map((item) => ({ ...item, title: titleOf.get(item.itemId) ?? '' }));
    },

    /** Web font projects, deleted ones included (staff see the whole history). */
    webfontsProjectsOf(userId: number) {
      return db
        .select({
          id: webfontsProjects.id,
          title: webfontsProjects.title,
          type: webfontsProjects.type,
          status: webfontsProjects.status,
          createdAt: webfontsProjects.createdAt,
        })
        .from(webfontsProjects)
        .where(eq(webfontsProjects.userId, userId))
        .orderBy(desc(webfontsProjects.updatedAt), desc(webfontsProjects.id));
    },

    clubBalance: (userId: number, now?: Date) => clubPoints.balance(userId, now),
    clubHistory: (userId: number, pageSize: number) => clubPoints.history(userId, 1, pageSize),
  };
}

export type AdminCustomerRepository = ReturnType<typeof createAdminCustomerRepository>;
