import { normalizeVatNumber, VAT_NUMBER_MAX_LENGTH } from '@foundry/domain/vat/normalize-vat-number';
import { needsVatCheck, type VatCheckResult } from '@foundry/domain/vat/vat-check';
import type { VatChecker } from '../../integrations/vat/vat-checker.ts';
import type { Logger } from '../../logger.ts';
import type { CountryVatRepository } from '../../repositories/country-vat-repository.ts';

export interface VatValidation {
  code: VatCheckResult;
  message: string | null;
  /** The registered trader's name and address when the register confirmed the number. */
  name: string | null;
  address: string | null;
}

export const VAT_MESSAGES = {
  INCORRECT: 'This VAT number is not registered in the EU VAT register (VIES) for the chosen country.',
  NOT_EU_COUNTRY: 'VAT numbers are checked only for countries of the European Union.',
  ERROR: 'The EU VAT register cannot be reached right now; please try again later.',
} as const;

const ok = (name: string | null = null, address: string | null = null): VatValidation => ({
  code: 'OK',
  message: null,
  name,
  address,
});
const failed = (code: Exclude<VatCheckResult, 'OK'>): VatValidation => ({
  code,
  message: VAT_MESSAGES[code],
  name: null,
  address: null,
});

/** The VIES prefix of a country (EL for Greece) and its ISO code, as a buyer may type either. */
export function vatPrefixesOf(country: { code: string; vatCode: string | null }): string[] {
  return [country.vatCode ?? country.code, country.code];
}

/**
 * validateVAT: an empty number is OK; a country outside the EU is NOT_EU_COUNTRY; otherwise the VAT
 * register decides: VALID → OK (with the trader's name and address), INVALID → INCORRECT, a register
 * that cannot answer → ERROR. Unknown country codes count as outside the EU.
 */
export async function validateVat(
  deps: { countries: CountryVatRepository; vatChecker: VatChecker; logger?: Logger },
  countryCode: string,
  vatId: string,
): Promise<VatValidation> {
  if (!needsVatCheck(vatId)) return ok();
  const code = countryCode.trim().toUpperCase();
  const [country] = /^[A-Z]{2}$/.test(code) ? await deps.countries.findByCodes([code]) : [];
  if (!country?.isEuMember) return failed('NOT_EU_COUNTRY');
  const number = normalizeVatNumber(vatId, vatPrefixesOf(country));
  if (number.length === 0 || number.length > VAT_NUMBER_MAX_LENGTH) return failed('INCORRECT');
  const check = await deps.vatChecker.check(country.vatCode ?? country.code, number);
  if (check.status === 'VALID') return ok(check.name, check.address);
  if (check.status === 'INVALID') return failed('INCORRECT');
  deps.logger?.warn({ country: code, reason: check.reason }, 'VAT register unavailable');
  return failed('ERROR');
}
