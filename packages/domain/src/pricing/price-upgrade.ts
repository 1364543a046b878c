import type { LicenseCatalogue } from '../licensing/license-catalogue.ts';
import type { LicenseSelection } from '../licensing/license-selection.ts';
import { raiseToOwned } from '../upgrades/owned-license-minimum.ts';
import { priceFontSelection } from './price-font-selection.ts';

/** What an upgrade costs (minor units). */
export interface UpgradePrice {
  /** The buyer's licences raised to at least the owned ones: what is priced and sold. */
  licenses: LicenseSelection;
  /** The target's price under those licences, as if nothing were owned. */
  originalPrice: number;
  /** What was paid for the replaced purchases and counts: never more than originalPrice. */
  credit: number;
  /** originalPrice − credit, never below 0. */
  price: number;
}

/** The credit an original price takes: what was paid, up to the price (an upgrade is never negative). */
export function upgradeCredit(originalPrice: number, paid: number): number {
  return Math.max(0, Math.min(originalPrice, Math.trunc(paid)));
}

/** An original price less the credit of what was paid: the price an upgrade line is sold at. */
export function creditedUpgradePrice(
  originalPrice: number,
  paid: number,
): { originalPrice: number; credit: number; price: number } {
  const credit = upgradeCredit(originalPrice, paid);
  return { originalPrice, credit, price: originalPrice - credit };
}

/**
 * An upgrade's price (docs/upgrades.md): the target's price (priceFontSelection) under the buyer's
 * licences raised to at least `minimum` (ownedLicenseMinimum), minus what was paid for the purchases
 * it replaces, never below 0.
 */
export function priceUpgrade(input: {
  basePrice: number;
  encodingCount: number;
  selection: LicenseSelection;
  minimum: LicenseSelection;
  paid: number;
  catalogue: LicenseCatalogue;
}): UpgradePrice {
  const licenses = raiseToOwned(input.selection, input.minimum, input.catalogue);
  const originalPrice = priceFontSelection({
    basePrice: input.basePrice,
    encodingCount: input.encodingCount,
    selection: licenses,
    catalogue: input.catalogue,
  });
  return { licenses, ...creditedUpgradePrice(originalPrice, input.paid) };
}
