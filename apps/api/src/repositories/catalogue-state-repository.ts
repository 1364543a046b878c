import { type Db, families } from '@foundry/db';

export function createCatalogueStateRepository(db: Db) {
  return {
    /** True before the first seed: no family exists yet. */
    async isEmpty(): Promise<boolean> {
      const rows = await db.select({ id: families.id }).from(families).limit(1);
      return rows.length === 0;
    },
  };
}
