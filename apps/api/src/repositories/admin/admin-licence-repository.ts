import { type Db, licenseOptionChoices, licenseOptions, licenses } from '@foundry/db';
import { asc, eq } from '@foundry/db/orm';

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
