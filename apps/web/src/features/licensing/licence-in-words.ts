import {
  type LicenseCatalogue,
  type LicenseSelectionEntry,
  licenseOfEntry,
  optionValueOf,
} from '@foundry/domain';

/**
 * The chosen tiers of an entry's visible options in plain words ('up to 5 computers', '1 third party'),
 * never the raw values ('5', '1', 'perpetual'): hidden options (the term) and a counted choice of none
 * ('No third parties') say nothing a buyer needs.
 */
export function licenceTiersInWords(entry: LicenseSelectionEntry, catalogue: LicenseCatalogue): string[] {
  const licence = licenseOfEntry(catalogue, entry);
  return licence.options
    .filter((option) => !option.hide)
    .map((option) => option.choices.find((choice) => choice.value === optionValueOf(entry, option.name)))
    .filter((choice) => choice !== undefined && choice.amount !== 0)
    .map((choice) => lowerFirst(choice?.title ?? ''))
    .filter((title) => title !== '');
}

/** 'Desktop: up to 10 computers, 1 third party'; the licence's name alone when it has no tiers. */
export function licenceInWords(entry: LicenseSelectionEntry, catalogue: LicenseCatalogue): string {
  const title = licenseOfEntry(catalogue, entry).title;
  const tiers = licenceTiersInWords(entry, catalogue);
  return tiers.length > 0 ? `${title}: ${tiers.join(', ')}` : title;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
