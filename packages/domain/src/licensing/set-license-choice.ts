import { createLicenseEntry } from './create-license-entry.ts';
import {
  choiceOf,
  type LicenseCatalogue,
  LicenseSelectionError,
  licenseOfEntry,
} from './license-catalogue.ts';
import {
  isThirdPartyEntryId,
  isThirdPartyHostEntry,
  type LicenseSelection,
  withOptionValue,
} from './license-selection.ts';
import { syncThirdParties } from './sync-third-parties.ts';

/**
 * Sets (or, with value '', removes) the choice of one option of one entry. A licence not yet in the
 * selection is added with its other options at their defaults. Changing a desktop or corporate entry
 * brings the third-party entries in line with what it pays for.
 */
export function setLicenseChoice(
  selection: LicenseSelection,
  entryId: string,
  optionName: string,
  value: string,
  catalogue: LicenseCatalogue,
): LicenseSelection {
  const license = licenseOfEntry(catalogue, { id: entryId });
  const option = license.options.find((candidate) => candidate.name === optionName);
  if (!option) throw new LicenseSelectionError(`The licence "${license.slug}" has no option "${optionName}"`);
  // The third-party index is a number, not a choice from a list.
  if (value !== '' && option.choices.length > 0) choiceOf(option, value);

  const exists = selection.some((entry) => entry.id === entryId);
  if (!exists && isThirdPartyEntryId(entryId)) {
    throw new LicenseSelectionError(`There is no third party "${entryId}" to change`);
  }
  const next = exists
    ? selection.map((entry) => (entry.id === entryId ? withOptionValue(entry, optionName, value) : entry))
    : [...selection, withOptionValue(createLicenseEntry(license), optionName, value)];
  return isThirdPartyHostEntry({ id: entryId }) ? syncThirdParties(next, catalogue) : next;
}
