import { type Db, familyShares } from '@foundry/db';
import { eq } from '@foundry/db/orm';

export interface FamilyShareRow {
  id: string;
  familyId: number;
  data: Record<string, unknown>;
  createdAt: Date;
}

export function createFamilyShareRepository(db: Db) {
  return {
    async insert(share: {
      id: string;
      familyId: number;
      data: Record<string, unknown>;
    }): Promise<FamilyShareRow> {
      const [row] = await db.insert(familyShares).values(share).returning();
      if (!row) throw new Error('family share was not inserted');
      return row;
    },

    async findById(id: string): Promise<FamilyShareRow | null> {
      const rows = await db.select().from(familyShares).where(eq(familyShares.id, id)).limit(1);
      return rows[0] ?? null;
    },
  };
}

export type FamilyShareRepository = ReturnType<typeof createFamilyShareRepository>;
