import { countries, countryStates, type Db } from '@foundry/db';
import { asc } from '@foundry/db/orm';

export type CountryRow = typeof countries.$inferSelect;
export type CountryStateRow = typeof countryStates.$inferSelect;

export function createCountryRepository(db: Db) {
  return {
    async all(): Promise<CountryRow[]> {
      return db.select().from(countries).orderBy(asc(countries.title));
    },
    async allStates(): Promise<CountryStateRow[]> {
      return db
        .select()
        .from(countryStates)
        .orderBy(asc(countryStates.countryCode), asc(countryStates.title));
    },
  };
}

export type CountryRepository = ReturnType<typeof createCountryRepository>;
