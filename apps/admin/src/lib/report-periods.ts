/** Months and quarters as the report forms offer them, in UTC like the reports. */

export function monthOf(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** The month `count` months before the given one (count 0: the month itself). */
export function monthsBefore(date: Date, count: number): string {
  return monthOf(new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - count, 1)));
}

/** The current quarter and the ones before it, newest first: '2026-Q4', '2026-Q3', … */
export function recentQuarters(now: Date, count: number): string[] {
  const index = now.getUTCFullYear() * 4 + Math.floor(now.getUTCMonth() / 3);
  return Array.from({ length: count }, (_, back) => {
    const quarter = index - back;
    return `${Math.floor(quarter / 4)}-Q${(quarter % 4) + 1}`;
  });
}
