import { needsVatCheck, normalizeVatNumber, VAT_NUMBER_MAX_LENGTH } from '@foundry/domain';
import type { VatChecker } from '../../integrations/vat/vat-checker.ts';
import type { Logger } from '../../logger.ts';
import type { CountryVatRow } from '../../repositories/country-vat-repository.ts';
import { vatPrefixesOf } from './validate-vat.ts';

/**
 * The buyer's VAT number (prefix + number, e.g. DE123456789) when the register confirms it for an
 * EU country, else null. A register that cannot answer confirms nothing: VAT is charged, which the
 * buyer's business can reclaim, rather than reverse-charged without proof.
 */
export async function confirmedVatNumber(
  vatChecker: VatChecker,
  country: CountryVatRow,
  vatNumber: string | null | undefined,
  logger?: Logger,
): Promise<string | null> {
  if (!country.isEuMember || !needsVatCheck(vatNumber)) return null;
  const number = normalizeVatNumber(vatNumber ?? '', vatPrefixesOf(country));
  if (number.length === 0 || number.length > VAT_NUMBER_MAX_LENGTH) return null;
  const prefix = country.vatCode ?? country.code;
  const check = await vatChecker.check(prefix, number);
  if (check.status === 'UNAVAILABLE') {
    logger?.warn({ country: country.code, reason: check.reason }, 'VAT register unavailable; VAT charged');
  }
  return check.status === 'VALID' ? `${prefix}${number}` : null;
}
