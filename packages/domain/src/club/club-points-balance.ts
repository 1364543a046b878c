/** One row of the ledger as the balance needs it: positive earnings, negative spendings. */
export interface ClubPointsEntry {
  points: number;
  createdAt: Date;
  // When an earning lapses; null for spendings and points that never lapse.
  expiresAt: Date | null;
}

export interface ClubPointsBalance {
  points: number;
  // The earliest date some of the remaining points lapse, and how many.
  nextExpiry: { date: Date; points: number } | null;
}

interface Lot {
  remaining: number;
  expiresAt: Date | null;
}

const lapsedBy = (lot: Lot, moment: Date) => lot.expiresAt !== null && lot.expiresAt <= moment;

/**
 * The points a member has at `now`. Spendings use the points that lapse soonest first, so points
 * spent before they lapsed are not lost again when they lapse, and lapsed points stop counting.
 */
export function clubPointsBalance(entries: readonly ClubPointsEntry[], now: Date): ClubPointsBalance {
  const ordered = [...entries].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let lots: Lot[] = [];
  for (const entry of ordered) {
    lots = lots.filter((lot) => !lapsedBy(lot, entry.createdAt) && lot.remaining > 0);
    if (entry.points >= 0) {
      lots.push({ remaining: entry.points, expiresAt: entry.expiresAt });
      continue;
    }
    let toSpend = -entry.points;
    lots.sort((a, b) => (a.expiresAt?.getTime() ?? Infinity) - (b.expiresAt?.getTime() ?? Infinity));
    for (const lot of lots) {
      const used = Math.min(lot.remaining, toSpend);
      lot.remaining -= used;
      toSpend -= used;
      if (toSpend === 0) break;
    }
  }
  const alive = lots.filter((lot) => !lapsedBy(lot, now) && lot.remaining > 0);
  const points = alive.reduce((sum, lot) => sum + lot.remaining, 0);
  const lapsing = alive.filter((lot) => lot.expiresAt !== null);
  if (lapsing.length === 0) return { points, nextExpiry: null };
  const soonest = Math.min(...lapsing.map((lot) => lot.expiresAt?.getTime() ?? Infinity));
  const soonestPoints = lapsing
    .filter((lot) => lot.expiresAt?.getTime() === soonest)
    .reduce((sum, lot) => sum + lot.remaining, 0);
  return { points, nextExpiry: { date: new Date(soonest), points: soonestPoints } };
}
