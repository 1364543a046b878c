import type { UpgradeOption } from './upgrade-option.ts';

/** What an upgrade needs to know of one purchase of the family (OwnedPurchase in the API). */
export interface UpgradeablePurchase {
  /** The styles covered; null: the whole family. */
  styleIds: ReadonlySet<number> | null;
  /** The encodings covered; null: the product's own one (a single style) or any. */
  encodingIds: ReadonlySet<number> | null;
  licenses: { id: string }[];
}

export interface UpgradeableOwnership {
  purchases: UpgradeablePurchase[];
}

/** The family as it is sold: its styles and the encodings it has a FAMILY product in. */
export interface UpgradeableFamily {
  styleIds: number[];
  encodingIds: number[];
}

/** The encodings the whole-family purchases cover; null: every encoding (a purchase not tied to one). */
export function wholeFamilyEncodings(owned: UpgradeableOwnership): Set<number> | null {
  const covered = new Set<number>();
  for (const purchase of owned.purchases) {
    if (purchase.styleIds !== null) continue;
    if (purchase.encodingIds === null) return null;
    for (const id of purchase.encodingIds) covered.add(id);
  }
  return covered;
}

/** The styles owned one by one (single-style purchases), in family order. */
export function singlyOwnedStyleIds(owned: UpgradeableOwnership, family: UpgradeableFamily): number[] {
  return family.styleIds.filter((styleId) =>
    owned.purchases.some((purchase) => purchase.styleIds?.has(styleId)),
  );
}

/**
 * The upgrades that would change something for this customer (docs/upgrades.md):
 * - SingleStyle: a higher licence for one style they bought on its own;
 * - AllStyles: the whole family, when they own only some single styles of it;
 * - Complete: the family in every encoding it is sold in, when it sells in more than one and the
 *   family purchases do not already cover them all;
 * - Consolidate: everything owned of the family under one new licence, at least the highest owned
 *   choice: merges several purchases, or raises the licence of a whole family (with only one
 *   single-style purchase it would be SingleStyle again, so it is not offered).
 * Nothing owned, nothing to upgrade.
 */
export function availableUpgradeOptions(
  owned: UpgradeableOwnership,
  family: UpgradeableFamily,
): UpgradeOption[] {
  if (owned.purchases.length === 0) return [];
  const options: UpgradeOption[] = [];
  const ownsWholeFamily = owned.purchases.some((purchase) => purchase.styleIds === null);
  if (singlyOwnedStyleIds(owned, family).length > 0) options.push('SingleStyle');
  if (!ownsWholeFamily && family.styleIds.length > 0) options.push('AllStyles');
  const covered = wholeFamilyEncodings(owned);
  const sellsInSeveral = new Set(family.encodingIds).size > 1;
  if (sellsInSeveral && (covered === null ? false : family.encodingIds.some((id) => !covered.has(id)))) {
    options.push('Complete');
  }
  if (owned.purchases.length > 1 || ownsWholeFamily) options.push('Consolidate');
  return options;
}
