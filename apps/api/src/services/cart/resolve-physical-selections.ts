import { variantAvailability } from '@foundry/domain';
import { AppError, ERROR_CODE, type ErrorCode } from '@foundry/errors';
import type { CartRepository } from '../../repositories/cart-repository.ts';
import type {
  PhysicalProductRow,
  PhysicalProductVariantRow,
} from '../../repositories/physical-product-repository.ts';
import { parseId, parseIds } from '../ids/parse-ids.ts';
import type { CartSummaryMode } from './cart-summary-mode.ts';
import type { PhysicalSelectionInput } from './physical-selection-input.ts';

/** A physical selection that can be bought as asked (or as corrected). */
export interface ResolvedPhysicalSelection {
  selectionIndex: number;
  quantity: number;
  product: PhysicalProductRow;
  variant: PhysicalProductVariantRow;
}

/**
 * Looks the selections' products and variants up (one statement) and checks them against stock.
 * Stock is shared between selections of the same variant, in the order of the cart.
 * 'correct' drops unknown products and variants and selections with nothing left, and lowers
 * quantities to what is left; 'strict' throws 205 (unknown product), 212 (a font product's id), 213 (variant missing where the
 * product has several), 214 (variant of another product), 211 (quantity below 1), 216 (not enough).
 */
export async function resolvePhysicalSelections(
  carts: CartRepository,
  selections: readonly PhysicalSelectionInput[],
  mode: CartSummaryMode,
): Promise<ResolvedPhysicalSelection[]> {
  if (selections.length === 0) return [];
  const found = await carts.physicalProductsWithVariants(parseIds(selections.map((s) => s.productID)));
  const byId = new Map(found.map((entry) => [entry.product.id, entry]));
  const left = new Map<number, number>();
  const resolved: ResolvedPhysicalSelection[] = [];
  const refuse = (code: ErrorCode) => {
    if (mode === 'strict') throw new AppError(code);
  };

  const fontIds = mode === 'strict' ? await fontProductIdsOf(carts, selections, byId) : new Set<number>();

  for (const selection of selections) {
    const productId = parseId(selection.productID);
    if (String(selection.productID).trim() === '') {
      refuse(ERROR_CODE.PRODUCT_ID_MISSING);
      continue;
    }
    const entry = productId === null ? undefined : byId.get(productId);
    if (!entry) {
      refuse(
        productId !== null && fontIds.has(productId)
          ? ERROR_CODE.PRODUCT_NOT_PHYSICAL
          : ERROR_CODE.PRODUCT_UNKNOWN,
      );
      continue;
    }
    let variant: PhysicalProductVariantRow | undefined;
    if (selection.variantID === null || selection.variantID === undefined || selection.variantID === '') {
      if (entry.variants.length !== 1) {
        refuse(ERROR_CODE.VARIATION_MISSING);
        continue;
      }
      variant = entry.variants[0];
    } else {
      const variantId = parseId(selection.variantID);
      variant = entry.variants.find((candidate) => candidate.id === variantId);
      if (!variant) {
        refuse(ERROR_CODE.VARIATION_INCORRECT);
        continue;
      }
    }
    if (!variant) continue;
    if (!Number.isSafeInteger(selection.quantity) || selection.quantity < 1) {
      refuse(ERROR_CODE.QUANTITY_MISSING);
      continue;
    }
    // A digital product (e-book) has no stock: one copy per cart.
    const available = left.get(variant.id) ?? variantAvailability(entry.product, variant);
    if (selection.quantity > available) refuse(ERROR_CODE.QUANTITY_UNAVAILABLE);
    const quantity = Math.min(selection.quantity, available);
    if (quantity < 1) continue;
    left.set(variant.id, available - quantity);
    resolved.push({ selectionIndex: selection.selectionIndex, quantity, product: entry.product, variant });
  }
  return resolved;
}

/** The font products among the ids no physical product has (one statement, only when some are unknown). */
async function fontProductIdsOf(
  carts: CartRepository,
  selections: readonly PhysicalSelectionInput[],
  physical: ReadonlyMap<number, unknown>,
): Promise<Set<number>> {
  const unknown = parseIds(selections.map((s) => s.productID)).filter((id) => !physical.has(id));
  return carts.fontProductIdsAmong(unknown);
}
