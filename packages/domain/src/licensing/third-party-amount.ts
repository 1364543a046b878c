import { isLicenseEntryComplete } from './is-license-entry-complete.ts';
import { type LicenseCatalogue, licenseOfEntry } from './license-catalogue.ts';
import {
  isThirdPartyHostEntry,
  type LicenseSelection,
  optionValueOf,
  THIRD_PARTIES_OPTION,
} from './license-selection.ts';

/**
 * How many third parties the selection pays for: the amounts of the thirdParties choices of its fully
 * chosen desktop and corporate entries, added up.
 */
export function thirdPartyAmount(selection: LicenseSelection, catalogue: LicenseCatalogue): number {
  let total = 0;
  for (const entry of selection) {
    if (!isThirdPartyHostEntry(entry) || !isLicenseEntryComplete(entry, catalogue)) continue;
    const option = licenseOfEntry(catalogue, entry).options.find((o) => o.name === THIRD_PARTIES_OPTION);
    const value = optionValueOf(entry, THIRD_PARTIES_OPTION);
    total += option?.choices.find((choice) => choice.value === value)?.amount ?? 0;
  }
  return total;
}
