import {
  isThirdPartyEntryId,
  type LicenseCatalogue,
  type LicenseSelection,
  type LicenseSelectionEntry,
  type Money,
  money,
  priceFontSelection,
  withOptionValue,
} from '@foundry/domain';
import type { ConfiguratorFamily } from './configurator-data.ts';
import { licenceInWords } from './licence-in-words.ts';
import { familyProductFor, type ProductChoice, singleStyles } from './product-choice.ts';

/** The base prices being bought (the family product, or each chosen style) and the encodings counted. */
export interface PricedChoice {
  basePrices: readonly Money[];
  encodingCount: number;
}

export function pricedChoice(family: ConfiguratorFamily, choice: ProductChoice): PricedChoice {
  const basePrices =
    choice.scope === 'family'
      ? [familyProductFor(family, choice.encodingIds)?.price].filter((price) => price !== undefined)
      : singleStyles(family)
          .filter((style) => choice.styleProductIds.includes(style.id))
          .map((style) => style.price);
  return { basePrices, encodingCount: choice.encodingIds.length };
}

/**
 * What a selection costs for the chosen products, by the shop's one price formula (docs/pricing.md);
 * null when nothing is chosen yet. The total shown beside it is the server's answer (readProducts).
 */
export function priceOfSelection(
  priced: PricedChoice,
  selection: LicenseSelection,
  catalogue: LicenseCatalogue,
): Money | null {
  const currency = priced.basePrices[0]?.currency;
  if (!currency || selection.length === 0) return null;
  const amount = priced.basePrices.reduce(
    (sum, base) =>
      sum +
      priceFontSelection({
        basePrice: base.amount,
        encodingCount: priced.encodingCount,
        selection,
        catalogue,
      }),
    0,
  );
  return money(amount, currency);
}

/** One line of the configurator's total: a chosen licence in plain words and its own price. */
export interface LicencePriceLine {
  entryId: string;
  /** e.g. 'Desktop: up to 5 computers'. */
  words: string;
  price: Money | null;
}

/** One line per chosen licence (third parties are paid through their host licence's option). */
export function licencePriceLines(
  priced: PricedChoice,
  selection: LicenseSelection,
  catalogue: LicenseCatalogue,
): LicencePriceLine[] {
  return selection
    .filter((entry) => !isThirdPartyEntryId(entry.id))
    .map((entry) => ({
      entryId: entry.id,
      words: licenceInWords(entry, catalogue),
      price: priceOfSelection(priced, [entry], catalogue),
    }));
}

/** What a licence costs at one tier of one option, the other options as chosen (or at their defaults). */
export function tierPrice(
  priced: PricedChoice,
  entry: LicenseSelectionEntry,
  optionName: string,
  value: string,
  catalogue: LicenseCatalogue,
): Money | null {
  return priceOfSelection(priced, [withOptionValue(entry, optionName, value)], catalogue);
}
