import { defaultChoiceOf, type LicenseCatalogueLicense } from './license-catalogue.ts';
import type { LicenseSelectionEntry } from './license-selection.ts';

/** A licence ticked in the configurator: every option at its default choice. */
export function createLicenseEntry(license: LicenseCatalogueLicense): LicenseSelectionEntry {
  return {
    id: license.slug,
    options: license.options.map((option) => ({
      name: option.name,
      value: defaultChoiceOf(option)?.value ?? '',
    })),
  };
}
