import { optionValueOf } from '@foundry/domain';
import { type LicenseNode, type LicenseOptionNode, readLicenses } from '../licenses/read-licenses.ts';
import { readLicenseCatalogue } from '../products/read-license-catalogue.ts';
import { resolveUpgrade } from './resolve-upgrade.ts';
import { loadUpgradeContext, type UpgradeRepositories } from './upgrade-context.ts';

export type UpgradeLicenseOptionNode = LicenseOptionNode & {
  /** The owned choice's value: the least the upgrade may choose; null: any. */
  minimum: string | null;
};

export type UpgradeLicenseNode = Omit<LicenseNode, 'options'> & {
  /** A replaced purchase has this licence: the upgrade keeps it. */
  owned: boolean;
  options: UpgradeLicenseOptionNode[];
};

/**
 * readUpgradeLicenses: the licence catalogue (readLicenses) with, for the option (and SingleStyle's
 * style), what is owned: each licence marked owned and each option's minimum the owned choice.
 */
export async function readUpgradeLicenses(
  repositories: UpgradeRepositories,
  viewer: { id: number } | null | undefined,
  args: { myFamilyID: string | number; upgradeOption: string; styleID?: string | number | null | undefined },
): Promise<UpgradeLicenseNode[]> {
  const context = await loadUpgradeContext(repositories, viewer, args.myFamilyID);
  const [licenses, catalogue] = await Promise.all([
    readLicenses(repositories.licenses),
    readLicenseCatalogue(repositories.licenses),
  ]);
  const { minimum } = resolveUpgrade(
    context,
    { option: args.upgradeOption, styleID: args.styleID },
    catalogue,
  );
  return licenses.map((license) => {
    const entry = minimum.find((candidate) => candidate.id === license.slug);
    return {
      ...license,
      owned: entry !== undefined,
      options: license.options.map((option) => ({
        ...option,
        minimum: entry ? optionValueOf(entry, option.name) || null : null,
      })),
    };
  });
}
