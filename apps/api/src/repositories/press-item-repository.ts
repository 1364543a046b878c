import { type Db, pressItems } from '@foundry/db';
import { and, arrayContains, desc, eq, type SQL } from '@foundry/db/orm';

export type PressItemRow = typeof pressItems.$inferSelect;

export interface PressItemFilter {
  category?: string | undefined;
  /** A language code the item must be in, e.g. "de". */
  language?: string | undefined;
}

export function createPressItemRepository(db: Db) {
  return {
    /** Press items, newest year first (then newest id); `limit` rows from `offset`. */
    async findMany(filter: PressItemFilter, offset: number, limit: number): Promise<PressItemRow[]> {
      const conditions: SQL[] = [];
      if (filter.category !== undefined) conditions.push(eq(pressItems.category, filter.category));
      if (filter.language !== undefined)
        conditions.push(arrayContains(pressItems.languages, [filter.language]));
      return db
        .select()
        .from(pressItems)
        .where(conditions.length > 0 ? and(...conditions) : undefined)
        .orderBy(desc(pressItems.year), desc(pressItems.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type PressItemRepository = ReturnType<typeof createPressItemRepository>;
