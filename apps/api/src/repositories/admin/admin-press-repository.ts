import { type Db, pressItems } from '@foundry/db';
import { desc, eq } from '@foundry/db/orm';

export type AdminPressItemRow = typeof pressItems.$inferSelect;
export type PressItemWrite = Omit<AdminPressItemRow, 'id'>;

/** Press items for the back office: the list the press page shows, newest year first. */
export function createAdminPressRepository(db: Db) {
  return {
    async list(): Promise<AdminPressItemRow[]> {
      return db.select().from(pressItems).orderBy(desc(pressItems.year), desc(pressItems.id));
    },
    async find(id: number): Promise<AdminPressItemRow | null> {
      const [row] = await db.select().from(pressItems).where(eq(pressItems.id, id)).limit(1);
      return row ?? null;
    },
    async insert(values: PressItemWrite): Promise<AdminPressItemRow> {
      const [row] = await db.insert(pressItems).values(values).returning();
      if (!row) throw new Error('press item not inserted');
      return row;
    },
    async update(id: number, values: PressItemWrite): Promise<AdminPressItemRow | null> {
      const [row] = await db.update(pressItems).set(values).where(eq(pressItems.id, id)).returning();
      return row ?? null;
    },
    async remove(id: number): Promise<void> {
      await db.delete(pressItems).where(eq(pressItems.id, id));
    },
  };
}

export type AdminPressRepository = ReturnType<typeof createAdminPressRepository>;
