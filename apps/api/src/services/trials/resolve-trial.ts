import { AppError, ERROR_CODE } from '@foundry/errors';
import type { TrialEncoding, TrialProduct, TrialRepository } from '../../repositories/trial-repository.ts';

export interface TrialInput {
  productID: string | number;
  encodingIDs?: readonly (string | number)[] | null | undefined;
  preRelease?: boolean | null | undefined;
}

/** What a trial of a FAMILY product will hold for this visitor. */
export interface ResolvedTrial {
  product: TrialProduct;
  /** The asked-for encodings the family is drawn in (the product's own when none were asked for). */
  encodings: TrialEncoding[];
  /** Asked-for encoding ids the family is not drawn in. */
  unsupportedEncodingIds: number[];
  /** The whole font (User.canGetFullTrialFont), else a cut limited to the basic characters. */
  full: boolean;
}

const MAX_ENCODING_IDS = 20;

function idOf(value: string | number): number | null {
  const text = String(value);
  if (!/^\d{1,12}$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * The rules shared by readTrialCartSummary and downloadTrialFamily: the product must be a FAMILY
 * product (205 when it names no product, 201 when it names a style or a bundle), a pre-release family is for club members only (451), at least one encoding must be
 * drawn (208). The kind of trial follows the user's canGetFullTrialFont.
 */
export async function resolveTrial(
  input: TrialInput,
  userId: number | null,
  trials: TrialRepository,
): Promise<ResolvedTrial> {
  const productId = idOf(input.productID);
  const product = productId === null ? null : await trials.findFamilyProduct(productId);
  if (!product) {
    if (productId !== null && (await trials.isFontProduct(productId)))
      throw new AppError(ERROR_CODE.FAMILY_PRODUCTS_MISSING, {
        fields: { productID: 'A trial is of a whole family: give its FAMILY product.' },
      });
    throw new AppError(ERROR_CODE.PRODUCT_UNKNOWN, { fields: { productID: 'No such family product.' } });
  }
  const rights = userId === null ? null : await trials.trialRights(userId);
  if (product.preRelease && !rights?.club) throw new AppError(ERROR_CODE.PRE_RELEASE_FONT_NOT_ALLOWED);

  const asked = input.encodingIDs ?? [];
  if (asked.length > MAX_ENCODING_IDS) {
    throw new AppError(ERROR_CODE.ENCODING_MISSING, {
      fields: { encodingIDs: `At most ${MAX_ENCODING_IDS} encodings.` },
    });
  }
  const drawn = await trials.encodingsOfFamily(product.familyId);
  const fallback = product.encodingId ?? product.familyEncodingId;
  const askedIds =
    asked.length > 0
      ? [...new Set(asked.map(idOf).filter((id): id is number => id !== null))]
      : fallback !== null
        ? [fallback]
        : drawn.map((encoding) => encoding.id);
  const encodings = drawn.filter((encoding) => askedIds.includes(encoding.id));
  const unsupportedEncodingIds = askedIds.filter((id) => !drawn.some((encoding) => encoding.id === id));
  if (encodings.length === 0) {
    throw new AppError(ERROR_CODE.ENCODING_MISSING, {
      fields: { encodingIDs: 'The family is not drawn in these encodings.' },
    });
  }
  return { product, encodings, unsupportedEncodingIds, full: rights?.canGetFullTrialFont ?? false };
}
