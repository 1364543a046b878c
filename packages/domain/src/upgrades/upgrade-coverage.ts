import type { UpgradeablePurchase } from './available-upgrade-options.ts';
import type { UpgradeOption } from './upgrade-option.ts';

/**
 * The purchases an upgrade replaces, whose payments count towards it:
 * SingleStyle the purchases of that style bought on its own; AllStyles every single-style purchase;
 * Complete and Consolidate every purchase of the family (the whole family covers them all).
 */
export function creditedPurchases<P extends UpgradeablePurchase>(
  option: UpgradeOption,
  purchases: readonly P[],
  styleId: number | null,
): P[] {
  switch (option) {
    case 'SingleStyle':
      return styleId === null ? [] : purchases.filter((purchase) => purchase.styleIds?.has(styleId) ?? false);
    case 'AllStyles':
      return purchases.filter((purchase) => purchase.styleIds !== null);
    case 'Complete':
    case 'Consolidate':
      return [...purchases];
  }
}

/** Whether the option buys the whole family (a FAMILY product); SingleStyle buys one style (a FONT). */
export function upgradesToWholeFamily(option: UpgradeOption): boolean {
  return option !== 'SingleStyle';
}

/**
 * The encodings the upgrade is priced for: Complete every encoding the family is sold in; SingleStyle
 * the style's own; otherwise the chosen ones (those the family is sold in) plus every encoding the
 * replaced purchases covered, so nothing owned is lost. Sorted; empty only when nothing is known.
 */
export function upgradeEncodingIds(
  option: UpgradeOption,
  input: { chosen: readonly number[]; owned: readonly number[]; sold: readonly number[]; own: number | null },
): number[] {
  const sold = new Set(input.sold);
  const ids =
    option === 'Complete'
      ? input.sold
      : option === 'SingleStyle'
        ? input.own === null
          ? []
          : [input.own]
        : [...input.chosen.filter((id) => sold.has(id)), ...input.owned.filter((id) => sold.has(id))];
  return [...new Set(ids)].sort((a, b) => a - b);
}
