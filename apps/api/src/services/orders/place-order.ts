import { splitAmount } from '@foundry/domain';
import { AppError, ERROR_CODE } from '@foundry/errors';
import {
  licenseColumnOf,
  type NewOrderItem,
  type OrderRecord,
  type OrderRepository,
  type StockTake,
} from '../../repositories/order-repository.ts';
import type {
  CartSummary,
  CartSummaryLine,
  FontCartSummaryLine,
  PhysicalCartSummaryLine,
} from '../cart/cart-summary.ts';
import { newOrderOf, type OrderOptions, type OrderParties } from './new-order-of.ts';

function physicalItemOf(line: PhysicalCartSummaryLine): NewOrderItem {
  const { label } = line.variant;
  return {
    // E-books are downloaded after payment (see the order's download); goods are shipped.
    kind: line.product.digital ? 'EBOOK_PRODUCT' : 'PHYSICAL_PRODUCT',
    physicalProductId: line.product.id,
    variantId: line.variant.id,
    quantity: line.quantity,
    // The variant is part of what was bought: 'Poster (A1)'.
    title: label && label !== line.title ? `${line.title} (${label})` : line.title,
    unitPriceAmount: line.unitPrice.amount,
    oldPriceAmount: line.oldUnitPrice?.amount ?? null,
    vatRateBp: line.vatRateBp,
    vatAmount: line.vat.amount,
    discountAmount: line.discount.amount,
    selectionIndex: line.selectionIndex,
  };
}

/**
 * A font selection becomes one item per product (the family, or each chosen style), each with its
 * own price, so documents and downloads know every product bought. The line's discount and VAT are
 * split over them in proportion to their prices (splitAmount), so they still add up to the line's.
 * All items of a selection share its licences and selectionIndex.
 */
function fontItemsOf(line: FontCartSummaryLine): NewOrderItem[] {
  const { font } = line;
  const products = font.products;
  const pricesAddUp =
    products.length > 0 &&
    products.reduce((sum, product) => sum + product.price.amount, 0) === line.unitPrice.amount;
  const parts = pricesAddUp
    ? products.map((product) => ({
        productId: product.id,
        title: product.title,
        unit: product.price.amount,
        oldUnit: product.oldPrice?.amount ?? null,
        encodingIds: product.encodingIds,
      }))
    : // Never expected: keep the line whole rather than store prices that do not add up.
      [
        {
          productId: products[0]?.id ?? null,
          title: line.title,
          unit: line.unitPrice.amount,
          oldUnit: line.oldUnitPrice?.amount ?? null,
          encodingIds: font.encodings.map((encoding) => encoding.id),
        },
      ];
  const weights = parts.map((part) => part.unit * line.quantity);
  const discounts = splitAmount(line.discount.amount, weights);
  const vats = splitAmount(line.vat.amount, weights);
  return parts.map((part, index) => ({
    kind: 'FONT_FAMILY_PRODUCT',
    productId: part.productId,
    quantity: line.quantity,
    title: part.title,
    unitPriceAmount: part.unit,
    oldPriceAmount: part.oldUnit,
    vatRateBp: line.vatRateBp,
    vatAmount: vats[index] ?? 0,
    discountAmount: discounts[index] ?? 0,
    license: licenseColumnOf(font.licenses),
    encodingIds: part.encodingIds,
    unsupportedEncodings: font.unsupportedEncodings,
    selectionIndex: line.selectionIndex,
    upgrade: line.upgrade ?? null,
  }));
}

function itemsOf(line: CartSummaryLine): NewOrderItem[] {
  return line.kind === 'font' ? fontItemsOf(line) : [physicalItemOf(line)];
}

function stockOf(lines: readonly CartSummaryLine[]): StockTake[] {
  return lines.flatMap((line) =>
    line.kind === 'physical' && !line.product.digital
      ? [{ variantId: line.variant.id, quantity: line.quantity }]
      : [],
  );
}

/**
 * Stores a priced cart as an order in one transaction (see OrderRepository.placeOrder): the lines
 * as the summary priced them, copies of the addresses, the stock of every variant taken and the
 * discount code's use counted. NEW, or COMPLIMENTARY when there is nothing to pay.
 * Throws 216 when a variant sold out meanwhile, 302 when the code's last use went meanwhile.
 */
export async function placeOrder(
  summary: CartSummary,
  parties: OrderParties,
  options: OrderOptions,
  deps: { orders: OrderRepository },
): Promise<OrderRecord> {
  const result = await deps.orders.placeOrder({
    order: newOrderOf(summary, parties, options),
    items: summary.lines.flatMap(itemsOf),
    stock: stockOf(summary.lines),
    discountCode: summary.discountCode?.code ?? null,
  });
  if (result.ok) return result.order;
  if (result.reason === 'stock') throw new AppError(ERROR_CODE.QUANTITY_UNAVAILABLE);
  throw new AppError(ERROR_CODE.DISCOUNT_CODE_ALREADY_USED);
}
