import { type Db, newsletterIssues } from '@foundry/db';
import { desc, eq, isNull, sql } from '@foundry/db/orm';

export type AdminNewsletterIssueRow = typeof newsletterIssues.$inferSelect;
export type NewsletterIssueWrite = Pick<AdminNewsletterIssueRow, 'subject' | 'preheader' | 'blocks'>;

/** Newsletter issues for the back office: drafts first, then the sent ones, newest first. */
export function createAdminNewsletterRepository(db: Db) {
  return {
    async list(): Promise<AdminNewsletterIssueRow[]> {
      return db
        .select()
        .from(newsletterIssues)
        .orderBy(
          sql`${newsletterIssues.sentAt} is not null`,
          desc(newsletterIssues.sentAt),
          desc(newsletterIssues.id),
        );
    },
    async find(id: number): Promise<AdminNewsletterIssueRow | null> {
      const [row] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: NewsletterIssueWrite): Promise<AdminNewsletterIssueRow> {
      const [row] = await db.insert(newsletterIssues).values(values).returning();
      if (!row) throw new Error('issue not inserted');
      return row;
    },
    async update(id: number, values: NewsletterIssueWrite): Promise<AdminNewsletterIssueRow | null> {
      const [row] = await db
        .update(newsletterIssues)
        .set(values)
        .where(eq(newsletterIssues.id, id))
        .returning();
      return row ?? null;
    },
    /** Marks a draft sent at `at`; null when it was sent already (the row is not changed twice). */
    async markSent(id: number, at: Date): Promise<AdminNewsletterIssueRow | null> {
      const [row] = await db
        .update(newsletterIssues)
        .set({ sentAt: at })
        .where(sql`${eq(newsletterIssues.id, id)} and ${isNull(newsletterIssues.sentAt)}`)
        .returning();
      return row ?? null;
    },
  };
}

export type AdminNewsletterRepository = ReturnType<typeof createAdminNewsletterRepository>;
