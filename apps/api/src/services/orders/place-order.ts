import { randomBytes } from 'node:crypto';
import type { AddressSnapshot } from '@foundry/db';
import {
  initialOrderStatus,
  needsDeliveryAddress,
  needsLicenseAddress,
  type OrderComposition,
  orderTypeOf,
} from '@foundry/domain';
import { AppError } from '@foundry/errors';
import type {
  NewOrderItem,
  OrderRecord,
  OrderRepository,
  StockTake,
} from '../../repositories/order-repository.ts';
import type { CartSummary, CartSummaryLine } from '../cart/cart-summary.ts';
import { shippingSnapshotOf } from './order-shipping-snapshot.ts';

/** Who ordered and where things go; addresses the order does not need are dropped. */
export interface OrderParties {
  userId: number | null;
  email: string;
  invoiceAddress: AddressSnapshot;
  /** Where physical items go when it differs from the invoice address. */
  shippingAddress: AddressSnapshot | null;
  /** The licensee when it differs from the invoice address. */
  licenseAddress: AddressSnapshot | null;
  invoiceLanguage: string;
}

export interface OrderOptions {
  isGift: boolean;
  affiliateId: string | null;
}

/** An affiliate reference is kept only when it looks like one (it is a tracking id, not text). */
const AFFILIATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** 24 random bytes, base64url: the secret of the order's links (payment, documents, downloads). */
export function generateOrderHash(): string {
  return randomBytes(24).toString('base64url');
}

function itemOf(line: CartSummaryLine): NewOrderItem {
  const common = {
    quantity: line.quantity,
    title: line.title,
    unitPriceAmount: line.unitPrice.amount,
    oldPriceAmount: line.oldUnitPrice?.amount ?? null,
    vatRateBp: line.vatRateBp,
    vatAmount: line.vat.amount,
    discountAmount: line.discount.amount,
    selectionIndex: line.selectionIndex,
  };
  return {
    ...common,
    kind: 'PHYSICAL_PRODUCT',
    physicalProductId: line.product.id,
    variantId: line.variant.id,
    title:
      line.variant.label && line.variant.label !== line.title
        ? `${line.title} (${line.variant.label})`
        : line.title,
  };
}

function stockOf(lines: readonly CartSummaryLine[]): StockTake[] {
  return lines.flatMap((line) =>
    line.kind === 'physical' ? [{ variantId: line.variant.id, quantity: line.quantity }] : [],
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
  const composition: OrderComposition = {
    fontItemCount: summary.lines.filter((line) => line.kind !== 'physical').length,
    physicalItems: summary.lines.flatMap((line) =>
      line.kind === 'physical' ? [{ shippingRequired: line.product.shippingRequired }] : [],
    ),
    shippingType: summary.shipping?.method.type ?? null,
  };
  const invoiceAddress = parties.invoiceAddress;
  const affiliateId = options.affiliateId?.trim() ?? '';
  const result = await deps.orders.placeOrder({
    order: {
      hash: generateOrderHash(),
      userId: parties.userId,
      email: parties.email,
      status: initialOrderStatus(summary.total.amount),
      type: orderTypeOf(composition),
      currency: summary.currency,
      subTotalAmount: summary.subTotal.amount,
      discountAmount: summary.discount.amount,
      shippingAmount: summary.shippingPrice.amount,
      vatAmount: summary.vat.amount,
      totalAmount: summary.total.amount,
      clubPoints: summary.clubPoints,
      invoiceAddress,
      deliveryAddress: needsDeliveryAddress(composition) ? (parties.shippingAddress ?? invoiceAddress) : null,
      licenseAddress: needsLicenseAddress(composition) ? (parties.licenseAddress ?? invoiceAddress) : null,
      shippingMethodId: summary.shipping?.method.id ?? null,
      shipping: summary.shipping ? { ...shippingSnapshotOf(summary.shipping) } : null,
      isGift: options.isGift,
      discountCode: summary.discountCode?.code ?? null,
      vatNumber: summary.confirmedVatNumber ?? invoiceAddress.vatNumber ?? null,
      invoiceLanguage: parties.invoiceLanguage,
      affiliateId: AFFILIATE_ID.test(affiliateId) ? affiliateId : null,
    },
    items: summary.lines.map(itemOf),
    stock: stockOf(summary.lines),
    discountCode: summary.discountCode?.code ?? null,
  });
  if (result.ok) return result.order;
  if (result.reason === 'stock') throw new AppError(216);
  throw new AppError(302);
}
