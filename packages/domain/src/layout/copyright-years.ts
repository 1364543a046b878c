import { COPYRIGHT_FIRST_YEAR } from '../constants/site.ts';

/**
 * The years of the footer's copyright line, e.g. `1999–2026` (en dash). The year is taken in UTC so
 * server and browser render the same text.
 */
export function copyrightYears(now: Date = new Date()): string {
  const year = now.getUTCFullYear();
  return year > COPYRIGHT_FIRST_YEAR ? `${COPYRIGHT_FIRST_YEAR}–${year}` : String(COPYRIGHT_FIRST_YEAR);
}
