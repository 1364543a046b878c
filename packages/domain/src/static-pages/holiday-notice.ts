/**
 * Holiday notices are about the studio (shipping pauses, support closed), so "today" is the date in
 * the studio's time zone (Brno), not the visitor's or the server's.
 */
export const STUDIO_TIME_ZONE = 'Europe/Prague';

/** The calendar date (YYYY-MM-DD) of an instant in a time zone. */
export function calendarDate(instant: Date, timeZone: string = STUDIO_TIME_ZONE): string {
  // en-CA formats dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

export interface HolidayNoticeDates {
  /** YYYY-MM-DD, the first day shown. */
  start: string;
  /** YYYY-MM-DD, the last day shown (inclusive). */
  end: string;
}

/** A notice is shown while start ≤ today ≤ end; both days are included. */
export function isHolidayNoticeActive(notice: HolidayNoticeDates, today: string): boolean {
  return notice.start <= today && today <= notice.end;
}

/**
 * The notice to show today, or null. When notices overlap the one that started last wins (a short
 * closure announced inside a longer holiday is the more specific news), then the newest (highest id).
 */
export function activeHolidayNotice<Notice extends HolidayNoticeDates & { id: number }>(
  notices: readonly Notice[],
  today: string,
): Notice | null {
  const active = notices.filter((notice) => isHolidayNoticeActive(notice, today));
  active.sort((a, b) => (a.start === b.start ? b.id - a.id : a.start < b.start ? 1 : -1));
  return active[0] ?? null;
}
