import {
  allocateDiscount,
  checkDiscountCode,
  clubPointsFor,
  computeCartTotals,
  decideVatTreatment,
  goodsTaxCountry,
  itemNeedsShipping,
  lineOldPrice,
  type Money,
  money,
  PICKUP_SHIPPING_TYPE,
  SELLER_COUNTRY,
  type SupplyKind,
  type VatCategory,
} from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import type { VatChecker } from '../../integrations/vat/vat-checker.ts';
import type { Logger } from '../../logger.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import type { ShippingMethodRow } from '../../repositories/shipping-repository.ts';
import { parseId } from '../ids/parse-ids.ts';
import { confirmedVatNumber } from '../vat/confirmed-vat-number.ts';
import type { CartBuyer } from './cart-buyer.ts';
import type { CartSummary, CartSummaryLine, CartSummaryShipping } from './cart-summary.ts';
import type { CartSummaryMode } from './cart-summary-mode.ts';
import { findDiscountCode } from './find-discount-code.ts';
import { type CartLinesInput, priceCartLines } from './price-cart-lines.ts';

export interface CartSummaryDeps {
  repositories: Pick<
    Repositories,
    | 'carts'
    | 'countryVat'
    | 'discountCodes'
    | 'shippings'
    | 'products'
    | 'licenses'
    | 'families'
    | 'ownedFonts'
    | 'orderDocuments'
  >;
  vatChecker: VatChecker;
  logger?: Logger | undefined;
  /** When codes are checked for validity; now by default. */
  now?: Date | undefined;
}

export interface CartSummaryInput extends CartLinesInput {
  /** The chosen shipping method (readCartSummary's shipping.id, createOrder's shippingID). */
  shippingID?: string | number | null | undefined;
  discountCode?: string | null | undefined;
  /** See resolveCartBuyer (readCartSummary) or build it from the order's billing address. */
  buyer: CartBuyer;
}

export const SHIPPING_NOT_CHOSEN_MESSAGE = 'Choose how your order should be shipped.';

/**
 * The cart summary: every line priced, the discount spread over the lines, VAT per line at the rate
 * the buyer's country and VAT status give it (fonts: the invoice country; goods and shipping: where
 * the goods are collected or delivered, see goodsTaxCountry), the chosen shipping with its VAT,
 * totals and club points.
 *
 * Stable signature for readCartSummary (mode 'correct') and createOrder (mode 'strict', see
 * CartSummaryMode). Throws AppError:
 * - 200 with field `shipping` when physical items need shipping and none (or one that does not
 *   deliver to the buyer's delivery country) is chosen;
 * - 300, 301, 302, 306 for a discount code that cannot be used on this cart (both modes);
 * - 200 when the cart holds more than MAX_CART_SELECTIONS selections;
 * - in 'strict' mode the selection errors of resolvePhysicalSelections.
 * A fixed number of statements whatever the number of lines (at most one per repository).
 */
export async function computeCartSummary(
  deps: CartSummaryDeps,
  input: CartSummaryInput,
  options: { mode: CartSummaryMode },
): Promise<CartSummary> {
  const { repositories } = deps;
  const buyerCountryCode = input.buyer.country;
  const deliveryCountryCode = input.buyer.deliveryCountry;
  const shippingId =
    input.shippingID === null || input.shippingID === undefined ? null : parseId(input.shippingID);
  const typedCode = input.discountCode?.trim() ? input.discountCode : null;

  const [{ currency, lines: draft }, countryRows, codeRow, shippingMethods] = await Promise.all([
    priceCartLines(repositories, input, options.mode),
    repositories.countryVat.findByCodes(
      [SELLER_COUNTRY, buyerCountryCode, deliveryCountryCode].filter((code): code is string => code !== null),
    ),
    typedCode ? findDiscountCode(repositories.discountCodes, typedCode) : Promise.resolve(null),
    shippingId !== null
      ? repositories.shippings.findAvailable(input.buyer.deliveryCountry)
      : Promise.resolve([] as ShippingMethodRow[]),
  ]);

  const seller = countryRows.find((row) => row.code === SELLER_COUNTRY);
  if (!seller) throw new Error(`The seller's country ${SELLER_COUNTRY} is missing from the countries table`);
  const buyerCountry = countryRows.find((row) => row.code === buyerCountryCode) ?? null;
  const vatNumber =
    buyerCountry && buyerCountry.code !== seller.code
      ? await confirmedVatNumber(deps.vatChecker, buyerCountry, input.buyer.vatNumber, deps.logger)
      : null;
  let discountCode = null;
  if (typedCode) {
    const check = checkDiscountCode(
      codeRow,
      { hasFontLines: draft.some((line) => line.isFont), currency },
      deps.now ?? new Date(),
    );
    if (!check.ok) throw new AppError(check.errorCode);
    discountCode = codeRow;
  }
  const discounts = allocateDiscount(discountCode, draft);

  const shippingRequired = draft.some(
    (line) => line.kind === 'physical' && itemNeedsShipping(line.physical.product),
  );
  let shippingMethod: ShippingMethodRow | null = null;
  if (shippingRequired) {
    if (shippingId === null) {
      throw new AppError(ERROR_CODE.ORDER_INVALID, {
        message: SHIPPING_NOT_CHOSEN_MESSAGE,
        fields: { shipping: SHIPPING_NOT_CHOSEN_MESSAGE },
      });
    }
    shippingMethod = shippingMethods.find((method) => method.id === shippingId) ?? null;
    if (!shippingMethod) {
      const message = 'The chosen shipping method does not deliver to this address; choose another.';
      throw new AppError(ERROR_CODE.ORDER_INVALID, { message, fields: { shipping: message } });
    }
  }

  // Fonts are taxed where the buyer is; goods where they are handed over or delivered.
  const goodsCountryCode = goodsTaxCountry({
    sellerCountry: SELLER_COUNTRY,
    collected: shippingMethod?.type === PICKUP_SHIPPING_TYPE,
    deliveryCountry: deliveryCountryCode,
    invoiceCountry: buyerCountryCode,
  });
  const countryOf = (code: string | null) => countryRows.find((row) => row.code === code) ?? null;
  const treatmentFor = (supply: SupplyKind, category: VatCategory) =>
    decideVatTreatment({
      sellerCountry: seller,
      buyer: {
        country: supply === 'goods' ? countryOf(goodsCountryCode) : buyerCountry,
        vatIdValid: vatNumber !== null,
      },
      supply,
      category,
    });
  const vatRates = draft.map((line) => treatmentFor(line.supply, line.vatCategory).rateBp);
  const shippingVatRateBp = shippingMethod ? treatmentFor('goods', shippingMethod.vatCategory).rateBp : 0;

  const totals = computeCartTotals(
    draft.map((line, index) => ({
      amount: line.amount,
      discount: discounts[index] ?? 0,
      vatRateBp: vatRates[index] ?? 0,
    })),
    shippingMethod ? { amount: shippingMethod.priceAmount, vatRateBp: shippingVatRateBp } : null,
    currency,
  );
  const inCurrency = (amount: number): Money => money(amount, currency);
  const nullableInCurrency = (amount: number | null): Money | null =>
    amount === null ? null : inCurrency(amount);

  const lines = draft.map((line, index): CartSummaryLine => {
    const common = {
      selectionIndex: line.selectionIndex,
      quantity: line.quantity,
      title: line.title,
      unitPrice: inCurrency(line.unit),
      oldUnitPrice: line.oldUnit === null ? null : inCurrency(line.oldUnit),
      price: inCurrency(line.amount),
      oldPrice: nullableInCurrency(lineOldPrice(line.oldUnit, line.quantity)),
      discount: inCurrency(discounts[index] ?? 0),
      vatRateBp: vatRates[index] ?? 0,
      vat: inCurrency(totals.lineVat[index] ?? 0),
    };
    return line.kind === 'font'
      ? { ...common, kind: 'font', font: line.font, upgrade: line.upgrade }
      : { ...common, kind: 'physical', product: line.physical.product, variant: line.physical.variant };
  });

  const shipping: CartSummaryShipping | null = shippingMethod
    ? {
        method: shippingMethod,
        price: inCurrency(shippingMethod.priceAmount),
        vatRateBp: shippingVatRateBp,
        vat: inCurrency(totals.shippingVat),
        discount: inCurrency(0),
      }
    : null;

  return {
    currency,
    lines,
    subTotal: inCurrency(totals.subTotal),
    discount: inCurrency(totals.discount),
    shippingPrice: inCurrency(totals.shipping),
    vat: inCurrency(totals.vat),
    total: inCurrency(totals.total),
    clubPoints: clubPointsFor(
      draft.map((line, index) => ({
        amount: line.amount,
        discount: discounts[index] ?? 0,
        isFont: line.isFont,
      })),
    ),
    shipping,
    vatTreatment: treatmentFor(draft.some((line) => line.isFont) ? 'digital' : 'goods', 'standard'),
    confirmedVatNumber: vatNumber,
    shippingRequired,
    accountRequired: draft.some((line) => line.kind === 'physical' && line.physical.product.accountRequired),
    discountCode,
  };
}
