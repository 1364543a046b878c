import { type Db, holidayNotices } from '@foundry/db';
import { and, gte, lte } from '@foundry/db/orm';

export type HolidayNoticeRow = typeof holidayNotices.$inferSelect;

export function createHolidayNoticeRepository(db: Db) {
  return {
    /** The notices whose days include `day` (YYYY-MM-DD); the domain picks the one to show. */
    async findCovering(day: string): Promise<HolidayNoticeRow[]> {
      return db
        .select()
        .from(holidayNotices)
        .where(and(lte(holidayNotices.start, day), gte(holidayNotices.end, day)));
    },
  };
}

export type HolidayNoticeRepository = ReturnType<typeof createHolidayNoticeRepository>;
