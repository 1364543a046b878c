import { findLicense, type LicenseCatalogue } from './license-catalogue.ts';
import {
  isThirdPartyEntryId,
  type LicenseSelection,
  type LicenseSelectionEntry,
  optionValueOf,
  THIRD_PARTY_INDEX_OPTION,
  THIRD_PARTY_LICENSE_SLUG,
  thirdPartyEntryId,
  withOptionValue,
} from './license-selection.ts';

/**
 * Numbers the third-party entries 1, 2, 3… in the order they appear: id 'third-party-N', licenseIndex N
 * and the 'index' option N. A blanked entry (index '') stays blank until a desktop or corporate licence
 * makes third parties valid again.
 */
export function numberThirdParties(selection: LicenseSelection): LicenseSelection {
  let index = 0;
  return selection.map((entry) => {
    if (!isThirdPartyEntryId(entry.id)) return entry;
    index += 1;
    const blanked = entry.options.some((option) => option.name === THIRD_PARTY_INDEX_OPTION)
      ? optionValueOf(entry, THIRD_PARTY_INDEX_OPTION) === ''
      : false;
    const numbered = { ...entry, id: thirdPartyEntryId(index), licenseIndex: index };
    return blanked ? numbered : withOptionValue(numbered, THIRD_PARTY_INDEX_OPTION, String(index));
  });
}

/** A new third-party entry N: the 'index' option plus the third-party licence's other options at their defaults. */
export function createThirdPartyEntry(index: number, catalogue: LicenseCatalogue): LicenseSelectionEntry {
  const license = findLicense(catalogue, THIRD_PARTY_LICENSE_SLUG);
  const others = (license?.options ?? [])
    .filter((option) => option.name !== THIRD_PARTY_INDEX_OPTION)
    .map((option) => ({
      name: option.name,
      value: (option.choices.find((choice) => choice.isDefault) ?? option.choices[0])?.value ?? '',
    }));
  return {
    id: thirdPartyEntryId(index),
    options: [{ name: THIRD_PARTY_INDEX_OPTION, value: String(index) }, ...others],
    licenseIndex: index,
    licenseName: '',
    licenseEmail: '',
  };
}

/** The title buyers see: 'Third Party N' for third parties, else the licence's title. */
export function licenseEntryTitle(entry: LicenseSelectionEntry, catalogue: LicenseCatalogue): string {
  const match = /^third-party-(\d+)$/.exec(entry.id);
  if (match) return `Third Party ${match[1]}`;
  return findLicense(catalogue, entry.id)?.title ?? entry.id;
}
