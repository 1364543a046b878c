import { availableUpgradeOptions, type UpgradeOption } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { ProductRow } from '../../repositories/product-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { parseId } from '../ids/parse-ids.ts';
import { type OwnedPurchase, readOwnedFamily } from '../owned-fonts/owned-fonts.ts';

export type UpgradeRepositories = Pick<
  Repositories,
  'ownedFonts' | 'orderDocuments' | 'products' | 'licenses' | 'families'
>;

/** A purchase with the encodings it covers made explicit (a single style: its product's encoding). */
export interface UpgradePurchase extends OwnedPurchase {
  encodingIds: ReadonlySet<number> | null;
}

/** What a customer owns of a family and what the family sells: everything an upgrade is decided from. */
export interface UpgradeContext {
  familyId: number;
  purchases: UpgradePurchase[];
  /** The family's FONT products (one per style and encoding), in catalogue order. */
  fonts: ProductRow[];
  /** The family's FAMILY products (one per encoding), in catalogue order. */
  familyProducts: ProductRow[];
  /** The styles the family sells singly, in catalogue order. */
  styleIds: number[];
  soldEncodingIds: number[];
  options: UpgradeOption[];
}

export const NOT_OWNED_MESSAGE = 'You do not own fonts of this family.';

/**
 * The upgrade context of the signed-in user's family: code 1 without a session, 215 (field
 * myFamilyID) for a family they own nothing of (ownership from readOwnedFamily, nothing else).
 * Four statements: ownership (two) and the family's products with their sold encodings.
 */
export async function loadUpgradeContext(
  repositories: UpgradeRepositories,
  viewer: { id: number } | null | undefined,
  myFamilyID: string | number,
): Promise<UpgradeContext> {
  if (!viewer) throw new AppError(ERROR_CODE.TOKEN_INVALID);
  const familyId = parseId(myFamilyID);
  const owned = familyId === null ? null : await readOwnedFamily(repositories, viewer.id, familyId);
  if (familyId === null || !owned || owned.purchases.length === 0) {
    throw new AppError(ERROR_CODE.PRODUCT_INVALID, {
      message: NOT_OWNED_MESSAGE,
      fields: { myFamilyID: NOT_OWNED_MESSAGE },
    });
  }
  const [products, sold] = await Promise.all([
    repositories.products.fontProductsOfFamilies([familyId]),
    repositories.products.soldEncodingsOfFamilies([familyId]),
  ]);
  const fonts = products.filter((product) => product.kind === 'FONT');
  const familyProducts = products.filter((product) => product.kind === 'FAMILY');
  const byId = new Map(products.map((product) => [product.id, product]));
  const purchases = owned.purchases.map((purchase): UpgradePurchase => {
    if (purchase.encodingIds !== null || purchase.styleIds === null) return purchase;
    const own = byId.get(purchase.productId)?.encodingId ?? null;
    return { ...purchase, encodingIds: own === null ? null : new Set([own]) };
  });
  const styleIds = [...new Set(fonts.flatMap((font) => (font.styleId === null ? [] : [font.styleId])))];
  const soldEncodingIds = [...new Set(sold.map((link) => link.encodingId))].sort((a, b) => a - b);
  return {
    familyId,
    purchases,
    fonts,
    familyProducts,
    styleIds,
    soldEncodingIds,
    options: availableUpgradeOptions({ purchases }, { styleIds, encodingIds: soldEncodingIds }),
  };
}

/** The encodings the purchases cover (those known). */
export function ownedEncodingIds(purchases: readonly UpgradePurchase[]): number[] {
  return [...new Set(purchases.flatMap((purchase) => [...(purchase.encodingIds ?? [])]))].sort(
    (a, b) => a - b,
  );
}
