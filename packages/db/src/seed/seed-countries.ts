import type { Db } from '../client.ts';
import { countries, countryStates } from '../schema/index.ts';
import { readSeedData } from './seed-paths.ts';

type CountryRow = typeof countries.$inferInsert;
type StateRow = typeof countryStates.$inferInsert;

/** Every ISO 3166-1 country with EU membership and VAT rates, and the states addresses need. */
export async function seedCountries(db: Db): Promise<void> {
  const rows = await readSeedData<CountryRow[]>('countries.json');
  await db.insert(countries).values(rows);
  const states = await readSeedData<StateRow[]>('country-states.json');
  await db.insert(countryStates).values(states);
}
