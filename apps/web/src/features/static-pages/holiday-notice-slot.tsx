import { HolidayNoticeBanner } from './holiday-notice-banner.tsx';
import { loadHolidayNotice } from './load-static-page.ts';

/** The root layout's place for today's holiday notice (readHolidayNotice); nothing when none. */
export async function HolidayNoticeSlot() {
  const notice = await loadHolidayNotice();
  return notice ? <HolidayNoticeBanner notice={{ id: notice.id, notice: notice.notice }} /> : null;
}
