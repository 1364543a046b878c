import { singlyOwnedStyleIds } from '@foundry/domain';
import type { FontProductNode } from '../products/font-product-node.ts';
import { priceFontSelections } from '../products/price-font-selections.ts';
import { readLicenseCatalogue } from '../products/read-license-catalogue.ts';
import { offeredOption, resolveUpgrade } from './resolve-upgrade.ts';
import { loadUpgradeContext, type UpgradeRepositories } from './upgrade-context.ts';

/**
 * readUpgradeProducts: what the option buys, priced under the owned licences (the least the upgrade
 * may be licensed for) before any credit. SingleStyle without a style lists the styles bought on
 * their own, one product each, to choose from; with a style, or any other option, the one target.
 */
export async function readUpgradeProducts(
  repositories: UpgradeRepositories,
  viewer: { id: number } | null | undefined,
  args: { myFamilyID: string | number; upgradeOption: string; styleID?: string | number | null | undefined },
): Promise<FontProductNode[]> {
  const context = await loadUpgradeContext(repositories, viewer, args.myFamilyID);
  const option = offeredOption(context, args.upgradeOption);
  const catalogue = await readLicenseCatalogue(repositories.licenses);
  const styles =
    option === 'SingleStyle' && (args.styleID === null || args.styleID === undefined)
      ? singlyOwnedStyleIds({ purchases: context.purchases }, { styleIds: context.styleIds, encodingIds: [] })
      : [args.styleID ?? null];
  const upgrades = styles.map((styleID) => resolveUpgrade(context, { option, styleID }, catalogue));
  const priced = await priceFontSelections(
    repositories,
    upgrades.map((upgrade) => ({
      productIds: [upgrade.target.id],
      encodingIds: upgrade.encodingIds,
      licenses: upgrade.minimum,
    })),
  );
  return priced.flatMap((selection) => selection.products);
}
