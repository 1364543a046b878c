/** 'YYYY-MM' as the month's name and year in the page's language ('2026-10' → 'October 2026'). */
export function monthName(month: string, locale = 'en'): string {
  const [year, number] = month.split('-').map(Number);
  if (!year || !number) return month;
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, number - 1, 1)),
  );
}
