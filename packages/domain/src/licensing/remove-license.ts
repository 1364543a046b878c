import { blankThirdParties } from './blank-third-parties.ts';
import { isThirdPartyValid } from './is-third-party-valid.ts';
import { isThirdPartyEntryId, isThirdPartyHostEntry, type LicenseSelection } from './license-selection.ts';
import { numberThirdParties } from './number-third-parties.ts';

/**
 * The selection without that entry. Removing a third party renumbers the others; removing the last
 * fully chosen desktop or corporate licence blanks the third parties' option values (section 4).
 */
export function removeLicense(selection: LicenseSelection, entryId: string): LicenseSelection {
  const remaining = selection.filter((entry) => entry.id !== entryId);
  if (remaining.length === selection.length) return selection;
  if (isThirdPartyEntryId(entryId)) return numberThirdParties(remaining);
  if (isThirdPartyHostEntry({ id: entryId }) && !isThirdPartyValid(remaining)) {
    return blankThirdParties(remaining);
  }
  return remaining;
}
