import { type Db, discountCodes } from '@foundry/db';
import { eq } from '@foundry/db/orm';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

export function createDiscountCodeRepository(db: Db) {
  return {
    /** The code exactly as stored (codes are stored upper case; callers normalise what was typed). */
    async findByCode(code: string): Promise<DiscountCodeRow | null> {
      const rows = await db.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
      return rows[0] ?? null;
    },
  };
}

export type DiscountCodeRepository = ReturnType<typeof createDiscountCodeRepository>;
