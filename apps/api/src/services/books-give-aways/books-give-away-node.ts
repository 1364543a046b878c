import type { BooksGiveAwayWithClaims } from '../../repositories/books-give-away-repository.ts';

/** A give-away as the API shows it: copies left, and whether it can be claimed now. */
export type BooksGiveAwayNode = BooksGiveAwayWithClaims & { remaining: number; open: boolean };

export function booksGiveAwayNode(row: BooksGiveAwayWithClaims, now: Date): BooksGiveAwayNode {
  const remaining = Math.max(0, row.quantity - row.claimed);
  const running = row.startsAt.getTime() <= now.getTime() && now.getTime() < row.endsAt.getTime();
  return { ...row, remaining, open: running && remaining > 0 };
}
