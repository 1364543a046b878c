import { activeHolidayNotice, calendarDate } from '@foundry/domain/static-pages/holiday-notice';
import type {
  HolidayNoticeRepository,
  HolidayNoticeRow,
} from '../../repositories/holiday-notice-repository.ts';

/** The notice to show today (in the studio's time zone), or null when none is active. */
export async function readHolidayNotice(
  notices: HolidayNoticeRepository,
  now: Date = new Date(),
): Promise<HolidayNoticeRow | null> {
  const today = calendarDate(now);
  return activeHolidayNotice(await notices.findCovering(today), today);
}
