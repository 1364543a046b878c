import { type Db, storedCards } from '@foundry/db';
import { and, asc, eq, sql } from '@foundry/db/orm';

export type StoredCardRow = typeof storedCards.$inferSelect;
export type StoredCardStatus = 'unverified' | 'verified' | 'failed';

export function createStoredCardRepository(db: Db) {
  return {
    /** A card of this user; null for another user's card or an unknown id. */
    async findOwned(userId: number, id: number): Promise<StoredCardRow | null> {
      const rows = await db
        .select()
        .from(storedCards)
        .where(and(eq(storedCards.id, id), eq(storedCards.userId, userId)))
        .limit(1);
      return rows[0] ?? null;
    },

    /** A card of this user by the provider's token; null when the token is not one of theirs. */
    async findOwnedByToken(userId: number, storedPaymentMethodId: string): Promise<StoredCardRow | null> {
      const rows = await db
        .select()
        .from(storedCards)
        .where(
          and(eq(storedCards.userId, userId), eq(storedCards.storedPaymentMethodId, storedPaymentMethodId)),
        )
        .limit(1);
      return rows[0] ?? null;
    },

    async listForUser(userId: number): Promise<StoredCardRow[]> {
      return db.select().from(storedCards).where(eq(storedCards.userId, userId)).orderBy(asc(storedCards.id));
    },

    /**
     * Deletes one of the user's cards; when it was the default, their oldest remaining card becomes
     * the default. False for someone else's card or an unknown id.
     */
    async deleteOwned(userId: number, id: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [deleted] = await tx
          .delete(storedCards)
          .where(and(eq(storedCards.id, id), eq(storedCards.userId, userId)))
          .returning({ isDefault: storedCards.isDefault });
        if (!deleted) return false;
        if (deleted.isDefault) {
          await tx
            .update(storedCards)
            .set({ isDefault: true })
            .where(
              eq(
                storedCards.id,
                sql`(select min(${storedCards.id}) from ${storedCards} where ${storedCards.userId} = ${userId})`,
              ),
            );
        }
        return true;
      });
    },

    /** Makes one of the user's cards their only default; false for someone else's card. */
    async setDefault(userId: number, id: number): Promise<boolean> {
      const owned = await db
        .select({ id: storedCards.id })
        .from(storedCards)
        .where(and(eq(storedCards.id, id), eq(storedCards.userId, userId)));
      if (owned.length === 0) return false;
      await db
        .update(storedCards)
        .set({ isDefault: sql`${storedCards.id} = ${id}` })
        .where(eq(storedCards.userId, userId));
      return true;
    },

    /** Stores a card; the user's first card becomes the default. */
    async insert(card: {
      userId: number;
      provider: string;
      storedPaymentMethodId: string;
      brand: string;
      lastFour: string;
      expiryMonth: number;
      expiryYear: number;
      status: StoredCardStatus;
    }): Promise<StoredCardRow> {
      const [row] = await db
        .insert(storedCards)
        .values({
          ...card,
          isDefault: sql`not exists (select 1 from ${storedCards} where ${storedCards.userId} = ${card.userId})`,
        })
        .returning();
      if (!row) throw new Error('the stored card insert returned no row');
      return row;
    },
  };
}

export type StoredCardRepository = ReturnType<typeof createStoredCardRepository>;
