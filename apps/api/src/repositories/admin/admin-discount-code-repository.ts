import { type Db, discountCodes } from '@foundry/db';
import { and, desc, eq, ilike, isNull } from '@foundry/db/orm';
import { containsPattern } from '../like-pattern.ts';

export type AdminDiscountCodeRow = typeof discountCodes.$inferSelect;
export type NewDiscountCode = Omit<
  typeof discountCodes.$inferInsert,
  'id' | 'usedCount' | 'disabledAt' | 'createdAt'
>;

/** Discount codes for the back office: the newest first, with how often each was used. */
export function createAdminDiscountCodeRepository(db: Db) {
  return {
    async list(search: string | null): Promise<AdminDiscountCodeRow[]> {
      return db
        .select()
        .from(discountCodes)
        .where(search ? ilike(discountCodes.code, containsPattern(search)) : undefined)
        .orderBy(desc(discountCodes.createdAt), desc(discountCodes.id))
        .limit(500);
    },

    async findById(id: number): Promise<AdminDiscountCodeRow | null> {
      const rows = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).limit(1);
      return rows[0] ?? null;
    },

    /** Null when the code exists already. */
    async insert(code: NewDiscountCode): Promise<AdminDiscountCodeRow | null> {
      const rows = await db.insert(discountCodes).values(code).onConflictDoNothing().returning();
      return rows[0] ?? null;
    },

    /** Disables an enabled code; null when it was disabled already (or is unknown). */
    async disable(id: number, now: Date): Promise<AdminDiscountCodeRow | null> {
      const rows = await db
        .update(discountCodes)
        .set({ disabledAt: now })
        .where(and(eq(discountCodes.id, id), isNull(discountCodes.disabledAt)))
        .returning();
      return rows[0] ?? null;
    },
  };
}

export type AdminDiscountCodeRepository = ReturnType<typeof createAdminDiscountCodeRepository>;
