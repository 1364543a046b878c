import type { VatCategory } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Repositories } from '../../repositories/repositories.ts';
import { MAX_CART_SELECTIONS } from './cart-limits.ts';
import type { CartSummaryMode } from './cart-summary-mode.ts';
import type { PhysicalSelectionInput } from './physical-selection-input.ts';
import { type ResolvedPhysicalSelection, resolvePhysicalSelections } from './resolve-physical-selections.ts';

/** A cart line priced before discount and VAT (minor units of the cart's currency). */
export interface PricedCartLine {
  kind: 'physical';
  selectionIndex: number;
  quantity: number;
  title: string;
  isFont: boolean;
  /** Fonts are digital services; goods are shipped or handed over. */
  supply: 'digital' | 'goods';
  vatCategory: VatCategory;
  unit: number;
  oldUnit: number | null;
  /** unit × quantity. */
  amount: number;
  physical: ResolvedPhysicalSelection;
}

export interface PricedCart {
  currency: string;
  lines: PricedCartLine[];
}

export interface CartLinesInput {
  physicalProductSelections?: readonly PhysicalSelectionInput[] | null | undefined;
}

const CURRENCY_FALLBACK = 'EUR';

/**
 * The cart's lines with their prices, as the mode allows (see CartSummaryMode). Refuses more than
 * MAX_CART_SELECTIONS selections (200) and lines in another currency than the first (215).
 */
export async function priceCartLines(
  repositories: Pick<Repositories, 'carts'>,
  input: CartLinesInput,
  mode: CartSummaryMode,
): Promise<PricedCart> {
  const physicalInput = input.physicalProductSelections ?? [];
  if (physicalInput.length > MAX_CART_SELECTIONS) {
    throw new AppError(ERROR_CODE.ORDER_INVALID, {
      message: `A cart holds at most ${MAX_CART_SELECTIONS} items.`,
    });
  }
  const physical = await resolvePhysicalSelections(repositories.carts, physicalInput, mode);
  const currency = physical[0]?.product.currency ?? CURRENCY_FALLBACK;
  const lines = physical.map((selection): PricedCartLine => {
    if (selection.product.currency !== currency) throw new AppError(ERROR_CODE.PRODUCT_INVALID);
    const unit = selection.variant.priceAmount ?? selection.product.priceAmount;
    return {
      kind: 'physical',
      selectionIndex: selection.selectionIndex,
      quantity: selection.quantity,
      title: selection.product.title,
      isFont: false,
      supply: 'goods',
      vatCategory: selection.product.vatCategory,
      unit,
      oldUnit: selection.product.oldPriceAmount,
      amount: unit * selection.quantity,
      physical: selection,
    };
  });
  return { currency, lines };
}
