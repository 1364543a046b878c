import { type Db, helpItems } from '@foundry/db';
import { asc } from '@foundry/db/orm';

export type HelpItemRow = typeof helpItems.$inferSelect;

export function createHelpItemRepository(db: Db) {
  return {
    /**
     * Every help item: the help is a few dozen articles, so the tree is built and searched in memory
     * (one statement per read, whatever the depth).
     */
    async findAll(): Promise<HelpItemRow[]> {
      return db.select().from(helpItems).orderBy(asc(helpItems.sort), asc(helpItems.id));
    },
  };
}

export type HelpItemRepository = ReturnType<typeof createHelpItemRepository>;
