import { type Db, webinars } from '@foundry/db';
import { desc, eq } from '@foundry/db/orm';

export type AdminWebinarRow = typeof webinars.$inferSelect;
export type WebinarValues = Omit<typeof webinars.$inferInsert, 'id'>;

/** Every webinar, whatever its status, as staff plan them: the latest start first. */
export function createAdminWebinarRepository(db: Db) {
  return {
    list(): Promise<AdminWebinarRow[]> {
      return db.select().from(webinars).orderBy(desc(webinars.startsAt), desc(webinars.id));
    },

    async lock(tx: Db, id: number): Promise<AdminWebinarRow | null> {
      const [row] = await tx.select().from(webinars).where(eq(webinars.id, id)).for('update');
      return row ?? null;
    },

    async insert(tx: Db, values: WebinarValues): Promise<AdminWebinarRow> {
      const [row] = await tx.insert(webinars).values(values).returning();
      if (!row) throw new Error('webinar not stored');
      return row;
    },

    async update(tx: Db, id: number, values: Partial<WebinarValues>): Promise<AdminWebinarRow> {
      const [row] = await tx.update(webinars).set(values).where(eq(webinars.id, id)).returning();
      if (!row) throw new Error('webinar not stored');
      return row;
    },
  };
}
