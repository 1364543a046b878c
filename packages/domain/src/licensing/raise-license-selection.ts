import { choiceRank, type LicenseCatalogue, licenseOfEntry } from './license-catalogue.ts';
import {
  isThirdPartyEntryId,
  type LicenseSelection,
  type LicenseSelectionEntry,
  optionValueOf,
  withOptionValue,
} from './license-selection.ts';
import { createThirdPartyEntry, numberThirdParties } from './number-third-parties.ts';
import { thirdPartyAmount } from './third-party-amount.ts';

/**
 * Raises the buyer's selection to at least what is required (e.g. what an earlier purchase or an
 * upgrade demands): each required licence is added or, option by option, lifted to the higher of the
 * two choices (a later choice of an option is a higher tier); a lower requirement never downgrades a
 * higher choice. Third-party entries are added, never removed, up to the required amount (the larger
 * of the required third-party entries and what the raised desktop/corporate entries pay for).
 */
export function raiseLicenseSelection(
  current: LicenseSelection,
  required: LicenseSelection,
  catalogue: LicenseCatalogue,
): LicenseSelection {
  const raised: LicenseSelectionEntry[] = [...current];
  for (const need of required) {
    if (isThirdPartyEntryId(need.id)) continue;
    const at = raised.findIndex((entry) => entry.id === need.id);
    const have = raised[at];
    if (!have) {
      raised.push({ ...need, options: need.options.map((option) => ({ ...option })) });
      continue;
    }
    raised[at] = raiseEntry(have, need, catalogue);
  }
  const requiredThirdParties = Math.max(
    required.filter((entry) => isThirdPartyEntryId(entry.id)).length,
    thirdPartyAmount(raised, catalogue),
  );
  const present = raised.filter((entry) => isThirdPartyEntryId(entry.id)).length;
  for (let index = present + 1; index <= requiredThirdParties; index += 1) {
    raised.push(createThirdPartyEntry(index, catalogue));
  }
  return numberThirdParties(raised);
}

function raiseEntry(
  have: LicenseSelectionEntry,
  need: LicenseSelectionEntry,
  catalogue: LicenseCatalogue,
): LicenseSelectionEntry {
  const license = licenseOfEntry(catalogue, have);
  let entry = have;
  for (const { name, value } of need.options) {
    const option = license.options.find((candidate) => candidate.name === name);
    const current = optionValueOf(entry, name);
    const higher =
      option && choiceRank(option, value) > choiceRank(option, current) ? value : current || value;
    if (higher !== current) entry = withOptionValue(entry, name, higher);
  }
  return entry;
}
