import type { CurrencyCode, Money } from './money.ts';

/** How many decimals a currency's minor unit has (EUR 2, JPY 0), as Intl knows it. */
export function minorUnitDigits(currency: CurrencyCode): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits as number;
}

/** Converts minor units to the major-unit number Intl formats (4900 EUR → 49). */
export function toMajorUnits(value: Money): number {
  return value.amount / 10 ** minorUnitDigits(value.currency);
}

/** Formats for display only, e.g. `{4900, 'EUR'}` → `€49.00` in `en`. Never parse the result back. */
export function formatMoney(value: Money, locale = 'en'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: value.currency }).format(
    toMajorUnits(value),
  );
}

/** The symbol a locale shows for a currency: `€` for EUR, `$` for USD, `CHF` for CHF in `en`. */
export function currencySymbol(currency: CurrencyCode, locale = 'en'): string {
  const parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(0);
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}
