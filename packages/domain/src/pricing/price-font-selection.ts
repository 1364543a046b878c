import {
  choiceOf,
  defaultChoiceOf,
  type LicenseCatalogue,
  LicenseSelectionError,
  licenseOfEntry,
} from '../licensing/license-catalogue.ts';
import {
  isThirdPartyEntryId,
  type LicenseSelection,
  type LicenseSelectionEntry,
  optionValueOf,
} from '../licensing/license-selection.ts';
import { applyBasisPoints } from '../money/apply-basis-points.ts';

const ONE = 10_000;

/**
 * An entry's price factor in basis points (docs/pricing.md): the product of its chosen choices'
 * factors, rounded half up to a whole basis point after each multiplication. An option without a value
 * counts at its default choice (so a ticked licence has a price before every select is set).
 * Third-party entries are 0: they are paid through the thirdParties option of desktop and corporate.
 */
export function licenseEntryFactorBp(entry: LicenseSelectionEntry, catalogue: LicenseCatalogue): number {
  if (isThirdPartyEntryId(entry.id)) return 0;
  const license = licenseOfEntry(catalogue, entry);
  for (const { name } of entry.options) {
    if (!license.options.some((option) => option.name === name)) {
      throw new LicenseSelectionError(`The licence "${license.slug}" has no option "${name}"`);
    }
  }
  let factor = ONE;
  for (const option of license.options) {
    const value = optionValueOf(entry, option.name);
    const choice = value === '' ? defaultChoiceOf(option) : choiceOf(option, value);
    if (!choice) continue;
    factor = roundHalfUp(factor * choice.priceFactorBp, ONE);
  }
  return factor;
}

/** The whole selection's factor: its entries' factors added up; no licence at all is the base price (×1). */
export function licenseSelectionFactorBp(selection: LicenseSelection, catalogue: LicenseCatalogue): number {
  if (selection.length === 0) return ONE;
  const seen = new Set<string>();
  let total = 0;
  for (const entry of selection) {
    if (seen.has(entry.id)) throw new LicenseSelectionError(`The licence "${entry.id}" is listed twice`);
    seen.add(entry.id);
    total += licenseEntryFactorBp(entry, catalogue);
  }
  return total;
}

export interface FontSelectionPriceInput {
  /** The product's base price in minor units (one encoding, no licence factor). */
  basePrice: number;
  /** How many of the chosen encodings the product is sold in (at least 1). */
  encodingCount: number;
  selection: LicenseSelection;
  catalogue: LicenseCatalogue;
}

/**
 * A product's price in minor units under a licence selection:
 * basePrice × encodingCount × (sum of the entries' factors), rounded once, half up.
 */
export function priceFontSelection({
  basePrice,
  encodingCount,
  selection,
  catalogue,
}: FontSelectionPriceInput): number {
  if (!Number.isSafeInteger(basePrice) || basePrice < 0) {
    throw new RangeError(`A base price is a non-negative whole number of minor units, got ${basePrice}`);
  }
  const encodings = Math.max(1, Math.trunc(encodingCount));
  const factor = licenseSelectionFactorBp(selection, catalogue);
  // The currency does not change the arithmetic ('XXX' is ISO 4217's "no currency"); applyBasisPoints
  // holds the one rounding rule.
  return applyBasisPoints({ amount: basePrice * encodings, currency: 'XXX' }, factor).amount;
}

function roundHalfUp(dividend: number, divisor: number): number {
  return Math.floor((dividend + divisor / 2) / divisor);
}
