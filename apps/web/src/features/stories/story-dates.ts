const LONG_DATE = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' });

/** A story's publication date (YYYY-MM-DD) as readers read it: 3 February 2025 style, in English. */
export function formatStoryDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? date : LONG_DATE.format(parsed);
}
