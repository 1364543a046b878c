import { type LicenseCatalogue, licenseOfEntry } from './license-catalogue.ts';
import { type LicenseSelectionEntry, optionValueOf } from './license-selection.ts';

/**
 * docs/checkout.md: an entry is complete only when every option has a non-empty value.
 * With the catalogue, every option the licence offers must be there too.
 */
export function isLicenseEntryComplete(entry: LicenseSelectionEntry, catalogue?: LicenseCatalogue): boolean {
  if (entry.options.length === 0) return false;
  if (!entry.options.every((option) => option.value.trim() !== '')) return false;
  if (!catalogue) return true;
  const license = catalogue.length > 0 ? safeLicenseOf(catalogue, entry) : undefined;
  if (!license) return false;
  return license.options.every((option) => optionValueOf(entry, option.name).trim() !== '');
}

function safeLicenseOf(catalogue: LicenseCatalogue, entry: LicenseSelectionEntry) {
  try {
    return licenseOfEntry(catalogue, entry);
  } catch {
    return undefined;
  }
}
