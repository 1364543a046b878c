import {
  creditedPurchases,
  isUpgradeOption,
  type LicenseCatalogue,
  type LicenseSelection,
  ownedLicenseMinimum,
  raiseToOwned,
  singlyOwnedStyleIds,
  type UpgradeOption,
  upgradeEncodingIds,
  upgradesToWholeFamily,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { ProductRow } from '../../repositories/product-repository.ts';
import { parseId, parseIds } from '../ids/parse-ids.ts';
import { ownedEncodingIds, type UpgradeContext, type UpgradePurchase } from './upgrade-context.ts';

/** What the buyer asks for: an option, the style (SingleStyle), encodings and licences. */
export interface UpgradeRequest {
  option: string;
  styleID?: string | number | null | undefined;
  encodingIDs?: readonly (string | number)[] | null | undefined;
  /** The product the client priced (FontCartSelection.upgrade.rootProductId): preferred when it fits. */
  rootProductID?: string | number | null | undefined;
}

/** An upgrade decided on the server: what is bought, for which encodings, and what it replaces. */
export interface ResolvedUpgrade {
  familyId: number;
  option: UpgradeOption;
  styleId: number | null;
  target: ProductRow;
  encodingIds: number[];
  /** The licences of the replaced purchases merged: the least the upgrade may be licensed for. */
  minimum: LicenseSelection;
  /** The purchases whose payments count. */
  credited: UpgradePurchase[];
  /** What they paid, added up (minor units). */
  paid: number;
}

/** Far more than any family is sold in; longer lists are refused (208) rather than read. */
export const MAX_UPGRADE_ENCODINGS = 50;

function refuse(field: string, message: string): AppError {
  return new AppError(ERROR_CODE.PRODUCT_INVALID, { message, fields: { [field]: message } });
}

/** The option, when it is one this customer is offered (215 on upgradeOption otherwise). */
export function offeredOption(context: UpgradeContext, option: string): UpgradeOption {
  if (!isUpgradeOption(option) || !context.options.includes(option)) {
    throw refuse('upgradeOption', 'This upgrade is not available for the fonts you own.');
  }
  return option;
}

/** SingleStyle's style: one the customer bought on its own (215 on styleID otherwise). */
export function singleStyleOf(context: UpgradeContext, styleID: string | number | null | undefined): number {
  const styleId = styleID === null || styleID === undefined ? null : parseId(styleID);
  const owned = singlyOwnedStyleIds(
    { purchases: context.purchases },
    { styleIds: context.styleIds, encodingIds: [] },
  );
  if (styleId === null || !owned.includes(styleId)) {
    throw refuse('styleID', 'Choose a style you bought on its own.');
  }
  return styleId;
}

function targetOf(
  context: UpgradeContext,
  option: UpgradeOption,
  styleId: number | null,
  rootProductId: number | null,
): ProductRow | undefined {
  const candidates = upgradesToWholeFamily(option)
    ? context.familyProducts
    : context.fonts.filter((font) => font.styleId === styleId);
  // The product the customer bought is the natural target of a SingleStyle upgrade.
  const bought = new Set(context.purchases.map((purchase) => purchase.productId));
  return (
    candidates.find((product) => product.id === rootProductId) ??
    candidates.find((product) => bought.has(product.id)) ??
    candidates[0]
  );
}

/**
 * Decides an upgrade from the request (docs/upgrades.md): the option must be offered, SingleStyle
 * needs a style bought on its own; the target is the style's FONT product or a FAMILY product of the
 * family; the encodings as upgradeEncodingIds gives them (the target's own when none is left).
 */
export function resolveUpgrade(
  context: UpgradeContext,
  request: UpgradeRequest,
  catalogue: LicenseCatalogue,
): ResolvedUpgrade {
  if ((request.encodingIDs?.length ?? 0) > MAX_UPGRADE_ENCODINGS) {
    throw new AppError(ERROR_CODE.ENCODING_MISSING, {
      message: `At most ${MAX_UPGRADE_ENCODINGS} encodings.`,
      fields: { encodingIDs: `At most ${MAX_UPGRADE_ENCODINGS} encodings.` },
    });
  }
  const option = offeredOption(context, request.option);
  const styleId = option === 'SingleStyle' ? singleStyleOf(context, request.styleID) : null;
  const rootProductId =
    request.rootProductID === null || request.rootProductID === undefined
      ? null
      : parseId(request.rootProductID);
  const target = targetOf(context, option, styleId, rootProductId);
  if (!target) throw refuse('upgradeOption', 'This family has nothing to upgrade to.');
  const credited = creditedPurchases(option, context.purchases, styleId);
  const encodingIds = upgradeEncodingIds(option, {
    chosen: parseIds(request.encodingIDs ?? []),
    owned: ownedEncodingIds(credited),
    sold: context.soldEncodingIds,
    own: target.encodingId,
  });
  return {
    familyId: context.familyId,
    option,
    styleId,
    target,
    encodingIds: encodingIds.length > 0 || target.encodingId === null ? encodingIds : [target.encodingId],
    minimum: ownedLicenseMinimum(credited, catalogue),
    credited,
    paid: credited.reduce((sum, purchase) => sum + purchase.paidAmount, 0),
  };
}

/** The buyer's licences raised to the upgrade's minimum. */
export function upgradeLicenses(
  upgrade: ResolvedUpgrade,
  selection: LicenseSelection,
  catalogue: LicenseCatalogue,
): LicenseSelection {
  return raiseToOwned(selection, upgrade.minimum, catalogue);
}
