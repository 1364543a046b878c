import { type CountryVatFacts, SELLER_COUNTRY, type VatCategory, vatRateFor } from '@foundry/domain';
import type { CountryVatRepository } from '../../repositories/country-vat-repository.ts';
import { percentageOf } from '../vat/percentage-of.ts';

// One lookup of the seller's country per request however many products a page lists; keyed by the
// request's context object, so a changed rate is seen by the next request.
const sellerCountries = new WeakMap<object, Promise<CountryVatFacts>>();

function sellerCountry(request: object, countryVat: CountryVatRepository): Promise<CountryVatFacts> {
  let facts = sellerCountries.get(request);
  if (!facts) {
    facts = countryVat.findByCodes([SELLER_COUNTRY]).then(([row]) => {
      if (!row) throw new Error(`The seller's country ${SELLER_COUNTRY} is missing from the countries table`);
      return row;
    });
    sellerCountries.set(request, facts);
  }
  return facts;
}

/**
 * A product's VAT in percent at the seller's rates (21 means 21 %): what the product page and a new
 * cart line show before the cart summary applies the buyer's country.
 */
export async function sellerPercentageVAT(
  request: object,
  countryVat: CountryVatRepository,
  category: VatCategory,
): Promise<number> {
  return percentageOf(vatRateFor(await sellerCountry(request, countryVat), category));
}
