import { type Db, staticPages } from '@foundry/db';
import { and, asc, eq, inArray, type SQL } from '@foundry/db/orm';

export type StaticPageRow = typeof staticPages.$inferSelect;

export interface StaticPageFilter {
  url?: string | undefined;
  ids?: readonly number[] | undefined;
}

export function createStaticPageRepository(db: Db) {
  return {
    /** Published pages by url or ids (both: both must hold), by url; `limit` rows from `offset`. */
    async findMany(filter: StaticPageFilter, offset: number, limit: number): Promise<StaticPageRow[]> {
      const conditions: SQL[] = [eq(staticPages.status, 'PUBLISHED')];
      if (filter.url !== undefined) conditions.push(eq(staticPages.url, filter.url));
      if (filter.ids !== undefined) conditions.push(inArray(staticPages.id, [...filter.ids]));
      return db
        .select()
        .from(staticPages)
        .where(and(...conditions))
        .orderBy(asc(staticPages.url), asc(staticPages.id))
        .offset(offset)
        .limit(limit);
    },
  };
}

export type StaticPageRepository = ReturnType<typeof createStaticPageRepository>;
