import type { EncodingRow } from '../../repositories/family-repository.ts';
import { readLicenseCatalogue } from '../products/read-license-catalogue.ts';
import { resolveUpgrade } from './resolve-upgrade.ts';
import { loadUpgradeContext, ownedEncodingIds, type UpgradeRepositories } from './upgrade-context.ts';

/** An encoding an upgrade can be bought in. */
export interface UpgradeEncodingNode {
  encoding: EncodingRow;
  /** Some purchase the upgrade replaces covers it. */
  owned: boolean;
  /** Always part of the upgrade (owned ones, every one for Complete, the style's own for SingleStyle). */
  required: boolean;
}

/**
 * readUpgradeEncodings: the encodings the option can be bought in (those the family is sold in; a
 * single style only its own), each marked owned and required as upgradeEncodingIds decides.
 */
export async function readUpgradeEncodings(
  repositories: UpgradeRepositories,
  viewer: { id: number } | null | undefined,
  args: { myFamilyID: string | number; upgradeOption: string; styleID?: string | number | null | undefined },
): Promise<UpgradeEncodingNode[]> {
  const context = await loadUpgradeContext(repositories, viewer, args.myFamilyID);
  const [catalogue, encodings] = await Promise.all([
    readLicenseCatalogue(repositories.licenses),
    repositories.families.allEncodings(),
  ]);
  const upgrade = resolveUpgrade(context, { option: args.upgradeOption, styleID: args.styleID }, catalogue);
  // Priced with nothing chosen, the upgrade holds exactly the encodings it cannot do without.
  const required = new Set(upgrade.encodingIds);
  const owned = new Set(ownedEncodingIds(upgrade.credited));
  const offered = upgrade.option === 'SingleStyle' ? required : new Set(context.soldEncodingIds);
  return encodings
    .filter((encoding) => offered.has(encoding.id))
    .map((encoding) => ({ encoding, owned: owned.has(encoding.id), required: required.has(encoding.id) }));
}
