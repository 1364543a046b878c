import type { OrderItemLicense } from '@foundry/domain';
import { clubPointsFor, creditedUpgradePrice, formatMoney, type Money, money } from '@foundry/domain';
import type { EncodingRow } from '../../repositories/family-repository.ts';
import { parseIds } from '../ids/parse-ids.ts';
import type { FontProductNode } from '../products/font-product-node.ts';
import {
  type LicenseSelectionInputValue,
  licenseSelectionFromInput,
} from '../products/license-selection-from-input.ts';
import { priceFontSelections } from '../products/price-font-selections.ts';
import { readLicenseCatalogue } from '../products/read-license-catalogue.ts';
import { resolveUpgrade, upgradeLicenses } from './resolve-upgrade.ts';
import { loadUpgradeContext, type UpgradeRepositories } from './upgrade-context.ts';

export interface UpgradeSummaryItem {
  title: string;
  description: string;
}

/** What an upgrade costs, as readUpgradeFamilySummary answers it. */
export interface UpgradeSummary {
  /** The upgrade, then one item per purchase whose payment counts. */
  items: UpgradeSummaryItem[];
  /** What the target costs under the licences, as if nothing were owned. */
  originalPrice: Money;
  /** What was paid and counts (never more than originalPrice). */
  credit: Money;
  /** What is left to pay: originalPrice − credit, VAT excluded. */
  subTotalPrice: Money;
  clubPoints: number;
  /** Encoding id → title of chosen encodings the family is not sold in (not charged). */
  unsupportedEncodings: { key: string; value: string }[];
  /** The licences priced: the chosen ones raised to at least the owned ones. */
  licenses: OrderItemLicense[];
  encodings: EncodingRow[];
  product: FontProductNode | null;
}

export interface UpgradeSummaryArgs {
  myFamilyID: string | number;
  styleID?: string | number | null | undefined;
  upgradeOption: string;
  encodingIDs?: readonly (string | number)[] | null | undefined;
  licenses?: readonly LicenseSelectionInputValue[] | null | undefined;
}

function licensesText(licenses: readonly OrderItemLicense[]): string {
  return licenses
    .filter((license) => !license.id.startsWith('third-party-'))
    .map((license) => {
      const options = license.options.filter((option) => option.name !== 'term').map((o) => o.valueTitle);
      return options.length > 0 ? `${license.title} (${options.join(', ')})` : license.title;
    })
    .join('; ');
}

/**
 * readUpgradeFamilySummary: the upgrade priced (docs/upgrades.md) — the target under the chosen
 * licences raised to the owned ones and the encodings the option holds, less what the replaced
 * purchases paid, never below 0.
 */
export async function readUpgradeFamilySummary(
  repositories: UpgradeRepositories,
  viewer: { id: number } | null | undefined,
  args: UpgradeSummaryArgs,
): Promise<UpgradeSummary> {
  const selection = licenseSelectionFromInput(args.licenses);
  const context = await loadUpgradeContext(repositories, viewer, args.myFamilyID);
  const catalogue = await readLicenseCatalogue(repositories.licenses);
  const upgrade = resolveUpgrade(
    context,
    { option: args.upgradeOption, styleID: args.styleID, encodingIDs: args.encodingIDs },
    catalogue,
  );
  const licenses = upgradeLicenses(upgrade, selection, catalogue);
  const unsold = parseIds(args.encodingIDs ?? []).filter((id) => !context.soldEncodingIds.includes(id));
  const [priced] = await priceFontSelections(repositories, [
    {
      productIds: [upgrade.target.id],
      // Chosen encodings the family is not sold in are listed as unsupported (and cost nothing).
      encodingIds: [...upgrade.encodingIds, ...unsold],
      licenses,
    },
  ]);
  if (!priced) throw new Error('priceFontSelections answers one result per selection');
  const currency = priced.price.currency;
  const { originalPrice: original, credit, price } = creditedUpgradePrice(priced.price.amount, upgrade.paid);
  const encodingTitles = priced.encodings.map((encoding) => encoding.title).join(', ');
  return {
    items: [
      {
        title: priced.title,
        description: [licensesText(priced.licenses), encodingTitles].filter(Boolean).join(' — '),
      },
      ...upgrade.credited.map((purchase) => ({
        title: purchase.productTitle,
        description: `Order ${purchase.orderId} of ${purchase.orderDate.toISOString().slice(0, 10)}: ${formatMoney(
          money(purchase.paidAmount, currency),
        )} paid`,
      })),
    ],
    originalPrice: money(original, currency),
    credit: money(credit, currency),
    subTotalPrice: money(price, currency),
    clubPoints: clubPointsFor([{ amount: price, discount: 0, isFont: true }]),
    unsupportedEncodings: priced.unsupportedEncodingIds.map((id, index) => ({
      key: String(id),
      value: priced.unsupportedEncodings[index] ?? String(id),
    })),
    licenses: priced.licenses,
    encodings: priced.encodings,
    product: priced.products[0] ?? null,
  };
}
