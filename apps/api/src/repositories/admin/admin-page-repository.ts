import { type Db, helpItems, staticPages } from '@foundry/db';
import { asc, eq } from '@foundry/db/orm';

export type AdminStaticPageRow = typeof staticPages.$inferSelect;
export type StaticPageWrite = Pick<AdminStaticPageRow, 'url' | 'kind' | 'title' | 'description' | 'blocks'>;
export type AdminHelpItemRow = typeof helpItems.$inferSelect;
export type HelpItemWrite = Pick<AdminHelpItemRow, 'parentId' | 'url' | 'title' | 'body' | 'sort'>;

/** Static pages in every status and the help tree, for the back office (docs/editorial-admin.md). */
export function createAdminPageRepository(db: Db) {
  return {
    async listPages(): Promise<AdminStaticPageRow[]> {
      return db.select().from(staticPages).orderBy(asc(staticPages.url));
    },
    async findPage(id: number): Promise<AdminStaticPageRow | null> {
      const [row] = await db.select().from(staticPages).where(eq(staticPages.id, id)).limit(1);
      return row ?? null;
    },
    async pageUrlTakenBy(url: string): Promise<number | null> {
      const [row] = await db.select({ id: staticPages.id }).from(staticPages).where(eq(staticPages.url, url));
      return row?.id ?? null;
    },
    /** A new page, a draft (PENDING) until it is published. */
    async insertPage(values: StaticPageWrite, now: Date): Promise<number> {
      const [row] = await db
        .insert(staticPages)
        .values({ ...values, status: 'PENDING', updatedAt: now })
        .returning({ id: staticPages.id });
      if (!row) throw new Error('page not inserted');
      return row.id;
    },
    async updatePage(id: number, values: StaticPageWrite, now: Date): Promise<void> {
      await db
        .update(staticPages)
        .set({ ...values, updatedAt: now })
        .where(eq(staticPages.id, id));
    },
    async setPageStatus(id: number, status: AdminStaticPageRow['status'], now: Date): Promise<void> {
      await db.update(staticPages).set({ status, updatedAt: now }).where(eq(staticPages.id, id));
    },

    /** The whole help (a few dozen rows): sections and articles by their order. */
    async listHelp(): Promise<AdminHelpItemRow[]> {
      return db.select().from(helpItems).orderBy(asc(helpItems.sort), asc(helpItems.id));
    },
    async findHelp(id: number): Promise<AdminHelpItemRow | null> {
      const [row] = await db.select().from(helpItems).where(eq(helpItems.id, id)).limit(1);
      return row ?? null;
    },
    async helpUrlTakenBy(url: string): Promise<number | null> {
      const [row] = await db.select({ id: helpItems.id }).from(helpItems).where(eq(helpItems.url, url));
      return row?.id ?? null;
    },
    async insertHelp(values: HelpItemWrite): Promise<number> {
      const [row] = await db.insert(helpItems).values(values).returning({ id: helpItems.id });
      if (!row) throw new Error('help item not inserted');
      return row.id;
    },
    async updateHelp(id: number, values: HelpItemWrite): Promise<void> {
      await db.update(helpItems).set(values).where(eq(helpItems.id, id));
    },
  };
}

export type AdminPageRepository = ReturnType<typeof createAdminPageRepository>;
