import { isLicenseEntryComplete } from './is-license-entry-complete.ts';
import type { LicenseCatalogue } from './license-catalogue.ts';
import { isThirdPartyHostEntry, type LicenseSelection } from './license-selection.ts';

/** docs/checkout.md: third parties are valid only beside a fully chosen desktop or corporate licence. */
export function isThirdPartyValid(selection: LicenseSelection, catalogue?: LicenseCatalogue): boolean {
  return selection.some((entry) => isThirdPartyHostEntry(entry) && isLicenseEntryComplete(entry, catalogue));
}
