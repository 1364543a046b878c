import { isLicenseEntryComplete } from './is-license-entry-complete.ts';
import { isThirdPartyValid } from './is-third-party-valid.ts';
import type { LicenseCatalogue } from './license-catalogue.ts';
import { isThirdPartyEntryId, type LicenseSelection } from './license-selection.ts';

/**
 * A selection can be bought when it names at least one licence besides third parties, every entry is
 * complete, and any third party rests on a fully chosen desktop or corporate licence.
 */
export function isLicenseSelectionComplete(
  selection: LicenseSelection,
  catalogue?: LicenseCatalogue,
): boolean {
  if (!selection.some((entry) => !isThirdPartyEntryId(entry.id))) return false;
  if (!selection.every((entry) => isLicenseEntryComplete(entry, catalogue))) return false;
  const hasThirdParties = selection.some((entry) => isThirdPartyEntryId(entry.id));
  return !hasThirdParties || isThirdPartyValid(selection, catalogue);
}
