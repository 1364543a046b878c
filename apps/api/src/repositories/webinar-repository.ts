import { type Db, webinars } from '@foundry/db';
import { and, asc, desc, eq, sql } from '@foundry/db/orm';

export type WebinarRow = typeof webinars.$inferSelect;

const published = eq(webinars.status, 'PUBLISHED');

export function createWebinarRepository(db: Db) {
  return {
    /**
     * Published webinars, those not yet over first (soonest first), then the past ones (most recent
     * first); `limit` rows from `offset`. "Over" is start + duration at `now`, as webinarTiming says.
     */
    async list(now: Date, offset: number, limit: number): Promise<WebinarRow[]> {
      const over = sql`(${webinars.startsAt} + ${webinars.durationMinutes} * interval '1 minute') <= ${now.toISOString()}::timestamptz`;
      return db
        .select()
        .from(webinars)
        .where(published)
        .orderBy(
          asc(over),
          asc(sql`case when ${over} then null else ${webinars.startsAt} end`),
          desc(sql`case when ${over} then ${webinars.startsAt} end`),
          asc(webinars.id),
        )
        .offset(offset)
        .limit(limit);
    },

    async findPublished(id: number): Promise<WebinarRow | null> {
      const rows = await db
        .select()
        .from(webinars)
        .where(and(eq(webinars.id, id), published))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type WebinarRepository = ReturnType<typeof createWebinarRepository>;
