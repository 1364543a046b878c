import { blankThirdParties } from './blank-third-parties.ts';
import { isThirdPartyValid } from './is-third-party-valid.ts';
import type { LicenseCatalogue } from './license-catalogue.ts';
import {
  isThirdPartyEntryId,
  type LicenseSelection,
  THIRD_PARTY_INDEX_OPTION,
  withOptionValue,
} from './license-selection.ts';
import { createThirdPartyEntry, numberThirdParties } from './number-third-parties.ts';
import { thirdPartyAmount } from './third-party-amount.ts';

/**
 * Makes the third-party entries match what the desktop and corporate entries pay for, after the buyer
 * changed one of those: blanked when none is fully chosen; otherwise exactly the paid-for amount
 * (the first ones, with their names and e-mails, are kept; missing ones are added at the end).
 */
export function syncThirdParties(selection: LicenseSelection, catalogue: LicenseCatalogue): LicenseSelection {
  if (!isThirdPartyValid(selection, catalogue)) return blankThirdParties(selection);
  const wanted = thirdPartyAmount(selection, catalogue);
  let kept = 0;
  const result: LicenseSelection = [];
  for (const entry of selection) {
    if (!isThirdPartyEntryId(entry.id)) {
      result.push(entry);
    } else if (kept < wanted) {
      kept += 1;
      // A blanked entry gets its number back now that third parties are valid again.
      result.push(withOptionValue(entry, THIRD_PARTY_INDEX_OPTION, String(kept)));
    }
  }
  for (let index = kept + 1; index <= wanted; index += 1)
    result.push(createThirdPartyEntry(index, catalogue));
  return numberThirdParties(result);
}
