import { type Db, newsletterIssues } from '@foundry/db';
import { eq } from '@foundry/db/orm';

export type NewsletterIssueRow = typeof newsletterIssues.$inferSelect;

export function createNewsletterIssueRepository(db: Db) {
  return {
    async findById(id: number): Promise<NewsletterIssueRow | null> {
      const rows = await db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}

export type NewsletterIssueRepository = ReturnType<typeof createNewsletterIssueRepository>;
