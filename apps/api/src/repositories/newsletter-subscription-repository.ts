import { type Db, newsletterSubscriptions } from '@foundry/db';
import { eq, sql } from '@foundry/db/orm';

export type NewsletterStatus = 'pending' | 'confirmed' | 'unsubscribed';

export interface NewsletterSubscriptionRow {
  id: number;
  email: string;
  status: NewsletterStatus;
  confirmHashDigest: string;
  createdAt: Date;
  confirmedAt: Date | null;
}

export function createNewsletterSubscriptionRepository(db: Db) {
  return {
    /** The subscription of an address, whatever the case it was typed in. */
    async findByEmail(email: string): Promise<NewsletterSubscriptionRow | null> {
      const rows = await db
        .select()
        .from(newsletterSubscriptions)
        .where(eq(sql`lower(${newsletterSubscriptions.email})`, email.toLowerCase()))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Adds a pending subscription; does nothing when the address is already there (a race). */
    async insertPending(email: string, confirmHashDigest: string): Promise<void> {
      await db.insert(newsletterSubscriptions).values({ email, confirmHashDigest }).onConflictDoNothing();
    },

    /** Starts over after an unsubscribe: pending again, with a new confirm hash. */
    async resetToPending(id: number, confirmHashDigest: string): Promise<void> {
      await db
        .update(newsletterSubscriptions)
        .set({ status: 'pending', confirmHashDigest, confirmedAt: null })
        .where(eq(newsletterSubscriptions.id, id));
    },

    async setStatus(id: number, status: NewsletterStatus, confirmedAt?: Date): Promise<void> {
      await db
        .update(newsletterSubscriptions)
        .set(confirmedAt ? { status, confirmedAt } : { status })
        .where(eq(newsletterSubscriptions.id, id));
    },
  };
}

export type NewsletterSubscriptionRepository = ReturnType<typeof createNewsletterSubscriptionRepository>;
