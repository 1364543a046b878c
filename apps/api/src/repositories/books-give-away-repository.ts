import { booksGiveAwayClaims, booksGiveAways, type Db } from '@foundry/db';
import { and, asc, count, eq, gt, lte, sql } from '@foundry/db/orm';

export type BooksGiveAwayRow = typeof booksGiveAways.$inferSelect;
/** A give-away with how many copies were claimed so far. */
export type BooksGiveAwayWithClaims = BooksGiveAwayRow & { claimed: number };

/** Why a claim was refused: no open give-away of that id, or every copy is taken. */
export type ClaimRefusal = 'closed' | 'exhausted';

const claimedCount = sql<number>`(select count(*)::int from ${booksGiveAwayClaims} where ${booksGiveAwayClaims.giveAwayId} = ${booksGiveAways.id})`;

export function createBooksGiveAwayRepository(db: Db) {
  return {
    /** An active give-away by its url, with its claims counted. */
    async findByUrl(url: string): Promise<BooksGiveAwayWithClaims | null> {
      const rows = await db
        .select({ giveAway: booksGiveAways, claimed: claimedCount })
        .from(booksGiveAways)
        .where(and(eq(booksGiveAways.url, url), eq(booksGiveAways.active, true)))
        .limit(1);
      const row = rows[0];
      return row ? { ...row.giveAway, claimed: Number(row.claimed) } : null;
    },

    /** Active give-aways, soonest ending first; `limit` rows from `offset`. */
    async findMany(offset: number, limit: number): Promise<BooksGiveAwayWithClaims[]> {
      const rows = await db
        .select({ giveAway: booksGiveAways, claimed: claimedCount })
        .from(booksGiveAways)
        .where(eq(booksGiveAways.active, true))
        .orderBy(asc(booksGiveAways.endsAt), asc(booksGiveAways.id))
        .offset(offset)
        .limit(limit);
      return rows.map((row) => ({ ...row.giveAway, claimed: Number(row.claimed) }));
    },

    /**
     * Runs `work` (the sign-up) and records its user's claim in one transaction, holding the
     * give-away's row lock meanwhile, so concurrent claims never take more copies than there are and
     * a refused claim leaves no account behind. `work` gets the transaction's handle.
     */
    async claimWith<T extends { id: number }>(
      giveAwayId: number,
      now: Date,
      work: (tx: Db) => Promise<T>,
    ): Promise<{ result: T } | { refused: ClaimRefusal }> {
      return db.transaction(async (tx) => {
        const [giveAway] = await tx
          .select({ id: booksGiveAways.id, quantity: booksGiveAways.quantity })
          .from(booksGiveAways)
          .where(
            and(
              eq(booksGiveAways.id, giveAwayId),
              eq(booksGiveAways.active, true),
              lte(booksGiveAways.startsAt, now),
              gt(booksGiveAways.endsAt, now),
            ),
          )
          .for('update');
        if (!giveAway) return { refused: 'closed' as const };
        const [taken] = await tx
          .select({ value: count() })
          .from(booksGiveAwayClaims)
          .where(eq(booksGiveAwayClaims.giveAwayId, giveAwayId));
        if ((taken?.value ?? 0) >= giveAway.quantity) return { refused: 'exhausted' as const };
        const result = await work(tx as unknown as Db);
        await tx.insert(booksGiveAwayClaims).values({ giveAwayId, userId: result.id, createdAt: now });
        return { result };
      });
    },
  };
}

export type BooksGiveAwayRepository = ReturnType<typeof createBooksGiveAwayRepository>;
