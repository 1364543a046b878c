/** Earned club points lapse this many months after they were earned. */
export const CLUB_POINTS_VALID_MONTHS = 24;

/** When points earned at `earnedAt` lapse: the same day CLUB_POINTS_VALID_MONTHS months later (UTC). */
export function clubPointsExpiry(earnedAt: Date): Date {
  const expiry = new Date(earnedAt.getTime());
  const day = expiry.getUTCDate();
  expiry.setUTCDate(1);
  expiry.setUTCMonth(expiry.getUTCMonth() + CLUB_POINTS_VALID_MONTHS);
  // 29 February and month ends fall back to the last day of the target month.
  const lastDay = new Date(Date.UTC(expiry.getUTCFullYear(), expiry.getUTCMonth() + 1, 0)).getUTCDate();
  expiry.setUTCDate(Math.min(day, lastDay));
  return expiry;
}
