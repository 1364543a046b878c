import { type Db, homepageHeroes } from '@foundry/db';
import { asc, eq } from '@foundry/db/orm';

export type HomepageHeroRow = typeof homepageHeroes.$inferSelect;

export function createHomepageHeroRepository(db: Db) {
  return {
    /** The hero the home page shows now: the first active one. */
    async findActive(): Promise<HomepageHeroRow | null> {
      const rows = await db
        .select()
        .from(homepageHeroes)
        .where(eq(homepageHeroes.active, true))
        .orderBy(asc(homepageHeroes.sort), asc(homepageHeroes.id))
        .limit(1);
      return rows[0] ?? null;
    },
  };
}

export type HomepageHeroRepository = ReturnType<typeof createHomepageHeroRepository>;
