import { findLicense, type LicenseCatalogue } from '../licensing/license-catalogue.ts';
import { isThirdPartyEntryId, type LicenseSelection } from '../licensing/license-selection.ts';
import { raiseLicenseSelection } from '../licensing/raise-license-selection.ts';

/** A licence as an order line keeps it (OrderItemLicense has more; only these parts count here). */
export interface OwnedLicenseEntry {
  id: string;
  options: readonly { name: string; value: string }[];
}

/**
 * The least an upgrade may be licensed for: every licence of the purchases it replaces, each option
 * at the highest choice any of them has (raiseLicenseSelection), with as many third parties as they
 * had. Licences, options or choices the catalogue no longer has are left out: they cannot be sold.
 * Third parties come back unnamed: the buyer names them again for the new licence.
 */
export function ownedLicenseMinimum(
  purchases: readonly { licenses: readonly OwnedLicenseEntry[] }[],
  catalogue: LicenseCatalogue,
): LicenseSelection {
  let minimum: LicenseSelection = [];
  for (const purchase of purchases) {
    const owned: LicenseSelection = purchase.licenses.flatMap((entry) => {
      if (isThirdPartyEntryId(entry.id)) return [{ id: entry.id, options: [] }];
      const license = findLicense(catalogue, entry.id);
      if (!license) return [];
      const options = entry.options.filter(({ name, value }) =>
        license.options.some(
          (option) => option.name === name && option.choices.some((choice) => choice.value === value),
        ),
      );
      return [{ id: entry.id, options: options.map(({ name, value }) => ({ name, value })) }];
    });
    minimum = raiseLicenseSelection(minimum, owned, catalogue);
  }
  return minimum;
}

/** The buyer's choice raised to at least the minimum: an upgrade never licenses less than is owned. */
export function raiseToOwned(
  selection: LicenseSelection,
  minimum: LicenseSelection,
  catalogue: LicenseCatalogue,
): LicenseSelection {
  return raiseLicenseSelection(selection, minimum, catalogue);
}
