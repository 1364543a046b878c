import { decideVatTreatment, SELLER_COUNTRY } from '@foundry/domain';
import type { VatChecker } from '../../integrations/vat/vat-checker.ts';
import type { Logger } from '../../logger.ts';
import type { CountryVatRepository } from '../../repositories/country-vat-repository.ts';
import { confirmedVatNumber } from '../vat/confirmed-vat-number.ts';

/** Who a bill is made out to, as the owner's default address says at billing time. */
export interface WebfontsBillBuyer {
  /** ISO code; null when the owner has no default address (priced as a domestic sale). */
  country: string | null;
  vatNumber: string | null;
}

export interface WebfontsBillVat {
  /** Basis points on every line of the bill. */
  rateBp: number;
  /** The buyer's VAT number as the register confirmed it (the bill is then reverse-charged). */
  confirmedVatNumber: string | null;
}

/**
 * The VAT of a web font bill. The web font service is a digital supply like the fonts of an order,
 * so the same rule decides it (`decideVatTreatment`, docs/webfonts.md "Monthly billing"): the seller's rate at home,
 * the buyer's country's rate elsewhere in the EU, 0 % with a VAT number the register confirms
 * (reverse charge) or outside the EU.
 */
export async function webfontsBillVatOf(
  buyer: WebfontsBillBuyer,
  deps: {
    countryVat: Pick<CountryVatRepository, 'findByCodes'>;
    vatChecker: VatChecker;
    logger?: Logger;
  },
): Promise<WebfontsBillVat> {
  const rows = await deps.countryVat.findByCodes(
    [SELLER_COUNTRY, buyer.country].filter((code): code is string => code !== null),
  );
  const seller = rows.find((row) => row.code === SELLER_COUNTRY);
  if (!seller) throw new Error(`The seller's country ${SELLER_COUNTRY} is missing from the countries table`);
  const buyerCountry = rows.find((row) => row.code === buyer.country) ?? null;
  const vatNumber =
    buyerCountry && buyerCountry.code !== seller.code
      ? await confirmedVatNumber(deps.vatChecker, buyerCountry, buyer.vatNumber, deps.logger)
      : null;
  const treatment = decideVatTreatment({
    sellerCountry: seller,
    buyer: { country: buyerCountry, vatIdValid: vatNumber !== null },
    supply: 'digital',
    category: 'digital',
  });
  return { rateBp: treatment.rateBp, confirmedVatNumber: vatNumber };
}
