import { isLicenseSelectionComplete } from '../licensing/is-license-selection-complete.ts';
import type { LicenseCatalogue } from '../licensing/license-catalogue.ts';
import {
  type LicenseSelection,
  licenseSlugOfEntry,
  THIRD_PARTY_LICENSE_SLUG,
} from '../licensing/license-selection.ts';

export const CORPORATE_LICENSE_SLUG = 'corporate';

/** The licences a corporate purchase may name: the corporate licence and its third parties. */
export const CORPORATE_PURCHASE_LICENSE_SLUGS: readonly string[] = [
  CORPORATE_LICENSE_SLUG,
  THIRD_PARTY_LICENSE_SLUG,
];

/**
 * A corporate purchase's licences are usable (else error 304, missing license) when they hold a
 * corporate entry, name no other licence than corporate and its third parties, and are complete.
 */
export function isCorporateLicenseSelection(
  selection: LicenseSelection,
  catalogue?: LicenseCatalogue,
): boolean {
  if (!selection.some((entry) => entry.id === CORPORATE_LICENSE_SLUG)) return false;
  if (!selection.every((entry) => CORPORATE_PURCHASE_LICENSE_SLUGS.includes(licenseSlugOfEntry(entry.id))))
    return false;
  return isLicenseSelectionComplete(selection, catalogue);
}
