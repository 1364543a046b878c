import type {
  CountryRepository,
  CountryRow,
  CountryStateRow,
} from '../../repositories/country-repository.ts';
import { groupBy } from '../../utils/group-by.ts';

export type CountryNode = CountryRow & { states: CountryStateRow[] };

/** Every country with the states its addresses may name, by title. */
export async function readCountries(countries: CountryRepository): Promise<CountryNode[]> {
  const [rows, states] = await Promise.all([countries.all(), countries.allStates()]);
  const statesByCountry = groupBy(states, (state) => state.countryCode);
  return rows.map((row) => ({ ...row, states: statesByCountry.get(row.code) ?? [] }));
}
