import type { OrderItemUpgrade } from '@foundry/db';
import { creditedUpgradePrice, type LicenseSelection, money } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { FamilySelectionInput } from '../cart/family-selection-input.ts';
import type { FontSelectionToPrice, PricedFontSelection } from '../products/price-font-selections.ts';
import { readLicenseCatalogue } from '../products/read-license-catalogue.ts';
import { type ResolvedUpgrade, resolveUpgrade, upgradeLicenses } from './resolve-upgrade.ts';
import { loadUpgradeContext, type UpgradeContext, type UpgradeRepositories } from './upgrade-context.ts';

/** The `upgrade` of a font selection as GraphQL hands it over (UpgradeSelectionInput). */
export interface UpgradeSelectionValue {
  familyID: string | number;
  styleID?: string | number | null | undefined;
  option: string;
  rootProductID?: string | number | null | undefined;
}

/** An upgrade line decided: what to price instead of the selection as sent. */
export interface PreparedUpgrade {
  upgrade: ResolvedUpgrade;
  licenses: LicenseSelection;
}

export const UPGRADE_NEEDS_ACCOUNT = 'Sign in to buy an upgrade: its price counts what your account owns.';

function upgradeOf(selection: FamilySelectionInput): UpgradeSelectionValue | null {
  const upgrade = selection.upgrade as UpgradeSelectionValue | null | undefined;
  return upgrade ?? null;
}

/** Whether any selection upgrades fonts already owned. */
export function hasUpgradeSelections(
  selections: readonly FamilySelectionInput[] | null | undefined,
): boolean {
  return (selections ?? []).some((selection) => upgradeOf(selection) !== null);
}

/**
 * Resolves the cart's upgrade lines for their owner (docs/upgrades.md): one upgrade context per
 * family named (none at all when no line is an upgrade). Refuses, in both summary modes, an upgrade
 * without an owner (215: sign in), of a family not owned or an option not offered (215): a cart line
 * priced as an upgrade must never be sold as one it is not.
 */
export async function prepareUpgradeLines(
  repositories: UpgradeRepositories,
  lines: readonly { selection: FamilySelectionInput; licenses: LicenseSelection }[],
  ownerId: number | null,
): Promise<(PreparedUpgrade | null)[]> {
  if (!lines.some(({ selection }) => upgradeOf(selection) !== null)) return lines.map(() => null);
  if (ownerId === null) {
    throw new AppError(ERROR_CODE.PRODUCT_INVALID, { message: UPGRADE_NEEDS_ACCOUNT });
  }
  const catalogue = await readLicenseCatalogue(repositories.licenses);
  const contexts = new Map<string, Promise<UpgradeContext>>();
  return Promise.all(
    lines.map(async ({ selection, licenses }) => {
      const asked = upgradeOf(selection);
      if (!asked) return null;
      const key = String(asked.familyID);
      if (!contexts.has(key)) contexts.set(key, loadUpgradeContext(repositories, { id: ownerId }, key));
      const context = await (contexts.get(key) as Promise<UpgradeContext>);
      const upgrade = resolveUpgrade(
        context,
        {
          option: asked.option,
          styleID: asked.styleID,
          encodingIDs: selection.encodingIDs,
          rootProductID: asked.rootProductID ?? selection.productIDs[0],
        },
        catalogue,
      );
      return { upgrade, licenses: upgradeLicenses(upgrade, licenses, catalogue) };
    }),
  );
}

/** What to price for a selection: an upgrade's target, encodings and raised licences, else as sent. */
export function selectionToPrice(
  prepared: PreparedUpgrade | null,
  asSent: FontSelectionToPrice,
): FontSelectionToPrice {
  if (!prepared) return asSent;
  return {
    productIds: [prepared.upgrade.target.id],
    encodingIds: prepared.upgrade.encodingIds,
    licenses: prepared.licenses,
    preRelease: asSent.preRelease,
  };
}

/** An upgrade line's price: the target's price less the credit, and what order_items.upgrade keeps. */
export interface CreditedUpgradeLine {
  title: string;
  unit: number;
  /** The price before the credit, shown as the old price. */
  originalUnit: number;
  upgrade: OrderItemUpgrade;
}

/** Takes the credit off a priced upgrade (never below 0). */
export function creditUpgradeLine(font: PricedFontSelection, prepared: PreparedUpgrade): CreditedUpgradeLine {
  const {
    originalPrice: originalUnit,
    credit,
    price,
  } = creditedUpgradePrice(font.price.amount, prepared.upgrade.paid);
  return {
    title: `Upgrade: ${font.title}`,
    unit: money(price, font.price.currency).amount,
    originalUnit,
    upgrade: {
      myFamilyId: prepared.upgrade.familyId,
      styleId: prepared.upgrade.styleId,
      option: prepared.upgrade.option,
      rootProductId: prepared.upgrade.target.id,
      creditAmount: credit,
    },
  };
}

/** createOrder without a session: an upgrade needs the account that owns the fonts (215). */
export function requireNoUpgrades(selections: readonly FamilySelectionInput[] | null | undefined): void {
  if (hasUpgradeSelections(selections)) {
    throw new AppError(ERROR_CODE.PRODUCT_INVALID, { message: UPGRADE_NEEDS_ACCOUNT });
  }
}
