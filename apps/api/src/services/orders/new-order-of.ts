import { randomBytes } from 'node:crypto';
import type { AddressSnapshot } from '@foundry/db';
import {
  initialOrderStatus,
  itemNeedsShipping,
  needsDeliveryAddress,
  needsLicenseAddress,
  type OrderComposition,
  orderTypeOf,
} from '@foundry/domain';
import type { NewOrder } from '../../repositories/order-repository.ts';
import type { CartSummary } from '../cart/cart-summary.ts';
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
  /** Saved as a price calculation (a quote), held longer than an order; see createUserOrder. */
  isPriceCalculation?: boolean;
}

/** An affiliate reference is kept only when it looks like one (it is a tracking id, not text). */
const AFFILIATE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** 24 random bytes, base64url: the secret of the order's links (payment, documents, downloads). */
export function generateOrderHash(): string {
  return randomBytes(24).toString('base64url');
}

/** What the order holds, for its type and the addresses it needs. */
function compositionOf(summary: CartSummary): OrderComposition {
  return {
    fontItemCount: summary.lines.filter((line) => line.kind === 'font').length,
    physicalItems: summary.lines.flatMap((line) =>
      line.kind === 'physical' ? [{ shippingRequired: itemNeedsShipping(line.product) }] : [],
    ),
    shippingType: summary.shipping?.method.type ?? null,
  };
}

/**
 * The order row of a priced cart, shared by every way of ordering: the totals as the summary priced
 * them, a new link secret, NEW (or COMPLIMENTARY when there is nothing to pay) and copies of only the
 * addresses the order needs.
 */
export function newOrderOf(summary: CartSummary, parties: OrderParties, options: OrderOptions): NewOrder {
  const composition = compositionOf(summary);
  const invoiceAddress = parties.invoiceAddress;
  const affiliateId = options.affiliateId?.trim() ?? '';
  return {
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
    isPriceCalculation: options.isPriceCalculation ?? false,
  };
}
