import type { LicenseSelection } from '@foundry/domain';

/** What readUpgradeLicenses answers of a licence, as far as the minimum is concerned. */
export interface OwnedLicenceView {
  slug: string;
  owned: boolean;
  options: readonly { name: string; minimum: string | null }[];
}

/** The owned licences as a selection: the least the upgrade may be licensed for. */
export function minimumSelection(licences: readonly OwnedLicenceView[]): LicenseSelection {
  return licences
    .filter((licence) => licence.owned)
    .map((licence) => ({
      id: licence.slug,
      options: licence.options.flatMap((option) =>
        option.minimum === null ? [] : [{ name: option.name, value: option.minimum }],
      ),
    }));
}

/** The chosen encodings with the required ones, without repeats, in the offered order. */
export function upgradeEncodingChoice(
  offered: readonly { id: string; required: boolean }[],
  chosen: readonly string[],
): string[] {
  return offered
    .filter((encoding) => encoding.required || chosen.includes(encoding.id))
    .map((encoding) => encoding.id);
}
