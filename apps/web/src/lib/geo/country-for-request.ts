import { cdnCountry } from './cdn-country.ts';
import { clientAddress } from './client-address.ts';
import { countryForAddress } from './country-for-address.ts';

/** The visitor's ISO country code: a CDN's header when present, else the bundled GeoIP lookup. */
export function countryForRequest(headers: Headers): string | null {
  const fromCdn = cdnCountry(headers);
  if (fromCdn) return fromCdn;
  const address = clientAddress(headers);
  return address ? countryForAddress(address) : null;
}
