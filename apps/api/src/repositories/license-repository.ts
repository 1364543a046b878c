import { type Db, licenseOptionChoices, licenseOptions, licenses } from '@foundry/db';
import { asc } from '@foundry/db/orm';

export type LicenseRow = typeof licenses.$inferSelect;
export type LicenseOptionRow = typeof licenseOptions.$inferSelect;
export type LicenseChoiceRow = typeof licenseOptionChoices.$inferSelect;

export function createLicenseRepository(db: Db) {
  return {
    async all(): Promise<LicenseRow[]> {
      return db.select().from(licenses).orderBy(asc(licenses.sort), asc(licenses.id));
    },
    async allOptions(): Promise<LicenseOptionRow[]> {
      return db.select().from(licenseOptions).orderBy(asc(licenseOptions.sort), asc(licenseOptions.id));
    },
    async allChoices(): Promise<LicenseChoiceRow[]> {
      return db
        .select()
        .from(licenseOptionChoices)
        .orderBy(asc(licenseOptionChoices.sort), asc(licenseOptionChoices.id));
    },
  };
}

export type LicenseRepository = ReturnType<typeof createLicenseRepository>;
