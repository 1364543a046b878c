import type { OrderItemUpgrade } from '@foundry/db';
import {
  isLicenseSelectionComplete,
  linePrice,
  physicalPriceAt,
  supplyKindOf,
  type VatCategory,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { Repositories } from '../../repositories/repositories.ts';
import { parseIds } from '../ids/parse-ids.ts';
import { licenseSelectionFromInput } from '../products/license-selection-from-input.ts';
import { type PricedFontSelection, priceFontSelections } from '../products/price-font-selections.ts';
import { creditUpgradeLine, prepareUpgradeLines, selectionToPrice } from '../upgrades/price-upgrade-line.ts';
import { MAX_CART_SELECTIONS, MAX_FONT_PRODUCT_IDS } from './cart-limits.ts';
import type { CartSummaryMode } from './cart-summary-mode.ts';
import type { FamilySelectionInput } from './family-selection-input.ts';
import type { PhysicalSelectionInput } from './physical-selection-input.ts';
import { type ResolvedPhysicalSelection, resolvePhysicalSelections } from './resolve-physical-selections.ts';

/** What every priced line has (minor units of the cart's currency, before discount and VAT). */
interface PricedLineBase {
  selectionIndex: number;
  quantity: number;
  title: string;
  /** Fonts and e-books are digital services; goods are shipped or handed over. */
  supply: 'digital' | 'goods';
  vatCategory: VatCategory;
  unit: number;
  oldUnit: number | null;
  /** unit × quantity. */
  amount: number;
}

export interface PricedFontLine extends PricedLineBase {
  kind: 'font';
  isFont: true;
  font: PricedFontSelection;
  /** Set when the line upgrades fonts already owned (docs/upgrades.md). */
  upgrade: OrderItemUpgrade | null;
}

export interface PricedPhysicalLine extends PricedLineBase {
  kind: 'physical';
  isFont: false;
  physical: ResolvedPhysicalSelection;
}

export type PricedCartLine = PricedFontLine | PricedPhysicalLine;

export interface PricedCart {
  currency: string;
  /** Font selections first, then physical ones, each in the order given. */
  lines: PricedCartLine[];
}

export interface CartLinesInput {
  familyProductSelections?: readonly FamilySelectionInput[] | null | undefined;
  /** Whose owned fonts upgrade lines count (docs/upgrades.md); without one they are refused (215). */
  upgradeOwnerId?: number | null | undefined;
  physicalProductSelections?: readonly PhysicalSelectionInput[] | null | undefined;
}

const CURRENCY_FALLBACK = 'EUR';

/**
 * The font selections that can be priced, as the mode allows. 'strict' refuses a selection without
 * products (204), with an unknown product (205), without encodings (208) or with an incomplete
 * licence selection (209); 'correct' leaves unknown products out and drops selections left empty,
 * and prices incomplete licences at their default choices (the configurator's price).
 */
function checkFontSelections(selections: readonly FamilySelectionInput[], mode: CartSummaryMode) {
  const licensed = selections.map((selection) => ({
    selection,
    licenses: licenseSelectionFromInput(selection.licenses),
  }));
  if (mode === 'strict') {
    for (const { selection, licenses } of licensed) {
      if (parseIds(selection.productIDs).length === 0) throw new AppError(ERROR_CODE.PRODUCT_IDS_MISSING);
      // Some ids given, one of them blank: that id is missing, not unknown.
      if (selection.productIDs.some((id) => String(id).trim() === ''))
        throw new AppError(ERROR_CODE.PRODUCT_ID_MISSING);
      if (selection.encodingIDs.length === 0) throw new AppError(ERROR_CODE.ENCODING_MISSING);
      if (!isLicenseSelectionComplete(licenses)) throw new AppError(ERROR_CODE.LICENSES_MISSING);
    }
  }
  return licensed.filter(({ selection }) => parseIds(selection.productIDs).length > 0);
}

/**
 * The cart's lines with their prices, as the mode allows (see CartSummaryMode). Refuses more than
 * MAX_CART_SELECTIONS selections or MAX_FONT_PRODUCT_IDS font products (200), a selection mixing
 * product kinds (206, in both modes) and lines in another currency than the first (215). Two fixed sets of statements: the font pricing and the physical one.
 */
export async function priceCartLines(
  repositories: Pick<
    Repositories,
    'carts' | 'products' | 'licenses' | 'families' | 'ownedFonts' | 'orderDocuments'
  >,
  input: CartLinesInput,
  mode: CartSummaryMode,
): Promise<PricedCart> {
  const fontInput = input.familyProductSelections ?? [];
  const physicalInput = input.physicalProductSelections ?? [];
  if (fontInput.length + physicalInput.length > MAX_CART_SELECTIONS) {
    throw new AppError(ERROR_CODE.ORDER_INVALID, {
      message: `A cart holds at most ${MAX_CART_SELECTIONS} items.`,
    });
  }
  if (fontInput.reduce((sum, selection) => sum + selection.productIDs.length, 0) > MAX_FONT_PRODUCT_IDS) {
    throw new AppError(ERROR_CODE.ORDER_INVALID, {
      message: `A cart holds at most ${MAX_FONT_PRODUCT_IDS} font products.`,
    });
  }
  const fonts = checkFontSelections(fontInput, mode);
  // Statements only when some line is an upgrade; it is priced as its target, less the credit.
  const upgrades = await prepareUpgradeLines(repositories, fonts, input.upgradeOwnerId ?? null);
  const [priced, physical] = await Promise.all([
    priceFontSelections(
      repositories,
      fonts.map(({ selection, licenses }, index) =>
        selectionToPrice(upgrades[index] ?? null, {
          productIds: selection.productIDs,
          encodingIds: selection.encodingIDs,
          licenses,
          preRelease: selection.preRelease,
        }),
      ),
    ),
    resolvePhysicalSelections(repositories.carts, physicalInput, mode),
  ]);

  // A font line naming a physical product's id is a mix-up (207), as a physical line naming a font is (212).
  const physicalIds =
    mode === 'strict'
      ? await repositories.carts.physicalProductIdsAmong(
          parseIds(priced.flatMap((font) => font.missingProductIds)),
        )
      : new Set<number>();
  const fontLines: PricedFontLine[] = [];
  priced.forEach((font, index) => {
    const selection = fonts[index]?.selection;
    if (!selection) return;
    if (font.missingProductIds.length > 0 && mode === 'strict')
      throw new AppError(
        parseIds(font.missingProductIds).some((id) => physicalIds.has(id))
          ? ERROR_CODE.PRODUCTS_NOT_FONT_PRODUCTS
          : ERROR_CODE.PRODUCT_UNKNOWN,
      );
    // A selection is a family or some of its fonts, never both: the cart can't price such a mix.
    if (new Set(font.products.map((product) => product.kind)).size > 1)
      throw new AppError(ERROR_CODE.PRODUCTS_NOT_SAME_TYPE);
    if (font.products.length === 0) return;
    const prepared = upgrades[index];
    const upgrade = prepared ? creditUpgradeLine(font, prepared) : null;
    fontLines.push({
      kind: 'font',
      isFont: true,
      selectionIndex: selection.selectionIndex,
      quantity: 1,
      title: upgrade?.title ?? font.title,
      supply: 'digital',
      vatCategory: 'digital',
      unit: upgrade?.unit ?? font.price.amount,
      oldUnit: upgrade ? upgrade.originalUnit : (font.oldPrice?.amount ?? null),
      amount: upgrade?.unit ?? font.price.amount,
      font,
      upgrade: upgrade?.upgrade ?? null,
    });
  });

  const physicalLines = physical.map((selection): PricedPhysicalLine => {
    const { priceAmount: unit, oldPriceAmount } = physicalPriceAt(
      selection.product,
      selection.variant.priceAmount,
      new Date(),
    );
    return {
      kind: 'physical',
      isFont: false,
      selectionIndex: selection.selectionIndex,
      quantity: selection.quantity,
      title: selection.product.title,
      supply: supplyKindOf(selection.product),
      vatCategory: selection.product.vatCategory,
      unit,
      oldUnit: oldPriceAmount,
      amount: linePrice(unit, selection.quantity),
      physical: selection,
    };
  });

  const currency =
    fontLines[0]?.font.price.currency ?? physicalLines[0]?.physical.product.currency ?? CURRENCY_FALLBACK;
  const currencies = [
    ...fontLines.map((line) => line.font.price.currency),
    ...physicalLines.map((line) => line.physical.product.currency),
  ];
  if (currencies.some((code) => code !== currency)) throw new AppError(ERROR_CODE.PRODUCT_INVALID);
  return { currency, lines: [...fontLines, ...physicalLines] };
}
