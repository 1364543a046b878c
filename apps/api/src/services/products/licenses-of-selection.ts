import {
  findLicense,
  type LicenseCatalogue,
  type LicenseSelection,
  licenseEntryTitle,
  licenseSlugOfEntry,
  type OrderItemLicense,
} from '@foundry/domain';

/** The selection with the titles of its licences, options and choices, as order items keep them. */
export function licensesOfSelection(
  selection: LicenseSelection,
  catalogue: LicenseCatalogue,
): OrderItemLicense[] {
  return selection.map((entry) => {
    const license = findLicense(catalogue, licenseSlugOfEntry(entry.id));
    return {
      id: entry.id,
      title: licenseEntryTitle(entry, catalogue),
      options: entry.options.map(({ name, value }) => {
        const option = license?.options.find((candidate) => candidate.name === name);
        const choice = option?.choices.find((candidate) => candidate.value === value);
        return { name, title: option?.title ?? name, value, valueTitle: choice?.title ?? value };
      }),
      licenseName: entry.licenseName ?? null,
      licenseEmail: entry.licenseEmail ?? null,
      licenseIndex: entry.licenseIndex ?? null,
    };
  });
}
