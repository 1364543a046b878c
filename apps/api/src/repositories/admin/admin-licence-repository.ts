import { type Db, licenseOptionChoices, licenseOptions, licenses } from '@foundry/db';
import { and, asc, eq, sql } from '@foundry/db/orm';

export type LicenceChoiceRow = typeof licenseOptionChoices.$inferSelect;
export type LicenceOptionRow = typeof licenseOptions.$inferSelect & { choices: LicenceChoiceRow[] };
export type LicenceRow = typeof licenses.$inferSelect & { options: LicenceOptionRow[] };

/** Licences, their options and tiers (choices) as the catalogue stores them, for staff. */
export function createAdminLicenceRepository(db: Db) {
  return {
    /** Every licence in shop order, each option and choice in its own order. */
    async list(): Promise<LicenceRow[]> {
      const [licenceRows, optionRows, choiceRows] = await Promise.all([
        db.select().from(licenses).orderBy(asc(licenses.sort), asc(licenses.id)),
        db.select().from(licenseOptions).orderBy(asc(licenseOptions.sort), asc(licenseOptions.id)),
        db
          .select()
          .from(licenseOptionChoices)
          .orderBy(asc(licenseOptionChoices.sort), asc(licenseOptionChoices.id)),
      ]);
      return licenceRows.map((licence) => ({
        ...licence,
        options: optionRows
          .filter((option) => option.licenseId === licence.id)
          .map((option) => ({
            ...option,
            choices: choiceRows.filter((choice) => choice.optionId === option.id),
          })),
      }));
    },

    async findChoiceForUpdate(id: number): Promise<LicenceChoiceRow | null> {
      const [row] = await db
        .select()
        .from(licenseOptionChoices)
        .where(eq(licenseOptionChoices.id, id))
        .for('update');
      return row ?? null;
    },

    /** An option's tiers, locked: adding, removing and the default change one at a time. */
    async choicesOfOptionForUpdate(optionId: number): Promise<LicenceChoiceRow[]> {
      return db
        .select()
        .from(licenseOptionChoices)
        .where(eq(licenseOptionChoices.optionId, optionId))
        .orderBy(asc(licenseOptionChoices.sort), asc(licenseOptionChoices.id))
        .for('update');
    },

    async findOptionForUpdate(id: number) {
      const [row] = await db.select().from(licenseOptions).where(eq(licenseOptions.id, id)).for('update');
      return row ?? null;
    },

    /** A new tier after the option's others. */
    async insertChoice(choice: {
      optionId: number;
      title: string;
      value: string;
      priceFactorBp: number;
      amount: number | null;
    }): Promise<LicenceChoiceRow> {
      const [row] = await db
        .insert(licenseOptionChoices)
        .values({
          ...choice,
          sort: sql`(select coalesce(max(${licenseOptionChoices.sort}), 0) + 1 from ${licenseOptionChoices} where ${licenseOptionChoices.optionId} = ${choice.optionId})`,
        })
        .returning();
      if (!row) throw new Error('the licence tier was not stored');
      return row;
    },

    async deleteChoice(id: number): Promise<void> {
      await db.delete(licenseOptionChoices).where(eq(licenseOptionChoices.id, id));
    },

    /** Makes one tier its option's default and no other. */
    async setDefaultChoice(optionId: number, id: number): Promise<void> {
      await db
        .update(licenseOptionChoices)
        .set({ isDefault: sql`${licenseOptionChoices.id} = ${id}` })
        .where(and(eq(licenseOptionChoices.optionId, optionId)));
    },

    async updateChoice(
      id: number,
      change: { title: string; priceFactorBp: number },
    ): Promise<LicenceChoiceRow> {
      const [row] = await db
        .update(licenseOptionChoices)
        .set(change)
        .where(eq(licenseOptionChoices.id, id))
        .returning();
      if (!row) throw new Error('the licence choice vanished inside its transaction');
      return row;
    },
  };
}
