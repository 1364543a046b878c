import { money, VAT_KINDS, type VatTreatment } from '@foundry/domain';
import type { CartSummary, CartSummaryLine, CartSummaryShipping } from '../services/cart/cart-summary.ts';
import { readCartSummary } from '../services/cart/read-cart-summary.ts';
import type { FontProductNode } from '../services/products/font-product-node.ts';
import { percentageOf } from '../services/vat/percentage-of.ts';
import { builder } from './builder.ts';
import {
  FamilyProductSelectionInputRef,
  PhysicalProductSelectionInputRef,
  ShippingSelectionInputRef,
} from './cart-selection-inputs.ts';
import { EncodingRef } from './encoding.ts';
import { MoneyRef } from './money.ts';
import { OrderItemLicenseRef } from './order-item-license.ts';
import { OrderUserInputRef } from './order-user-input.ts';
import { PhysicalProductRef, PhysicalProductVariantRef } from './physical-product.ts';
import { FontProductRef } from './product.ts';
import { serviceDepsOf } from './service-deps-of.ts';

export const VatKindRef = builder.enumType('VatKind', {
  description:
    "DOMESTIC (the seller's country), CONSUMER_EU (another EU country's rate), REVERSE_CHARGE (EU business with a confirmed VAT id, 0 %), EXPORT (outside the EU, no VAT).",
  values: VAT_KINDS,
});

export const VatTreatmentRef = builder.objectRef<VatTreatment>('VatTreatment').implement({
  fields: (t) => ({
    kind: t.field({ type: VatKindRef, resolve: (treatment) => treatment.kind }),
    country: t.string({
      nullable: true,
      description: 'The country whose rates apply; null for exports.',
      resolve: (treatment) => treatment.country,
    }),
    rate: t.float({
      description: 'The standard rate that applies, in percent (line rates may differ, e.g. books).',
      resolve: (treatment) => percentageOf(treatment.rateBp),
    }),
    note: t.string({
      nullable: true,
      description: 'The legal note for reverse charge or export.',
      resolve: (treatment) => treatment.note,
    }),
  }),
});

export const OrderShippingRef = builder.objectRef<CartSummaryShipping>('OrderShipping').implement({
  description: 'The chosen shipping of a cart or order, with its price, VAT and discount.',
  fields: (t) => ({
    id: t.id({ resolve: (shipping) => shipping.method.id }),
    type: t.string({ resolve: (shipping) => shipping.method.type }),
    title: t.string({ resolve: (shipping) => shipping.method.title }),
    subTitle: t.string({ nullable: true, resolve: (shipping) => shipping.method.subTitle }),
    description: t.string({ nullable: true, resolve: (shipping) => shipping.method.description }),
    deliveryTime: t.string({ nullable: true, resolve: (shipping) => shipping.method.deliveryTime }),
    price: t.field({ type: MoneyRef, description: 'VAT excluded.', resolve: (shipping) => shipping.price }),
    percentageVAT: t.float({ resolve: (shipping) => percentageOf(shipping.vatRateBp) }),
    pickupAddress: t.string({ nullable: true, resolve: (shipping) => shipping.method.pickupAddress }),
    totalVAT: t.field({ type: MoneyRef, resolve: (shipping) => shipping.vat }),
    discount: t.field({
      type: MoneyRef,
      description: 'Discount codes never cover shipping: zero.',
      resolve: (shipping) => shipping.discount ?? money(0, shipping.price.currency),
    }),
  }),
});

export const CartItemProductRef = builder.unionType('CartItemProduct', {
  description: 'What a cart line sells: a font product (the first of its selection) or a physical product.',
  types: [FontProductRef, PhysicalProductRef],
  resolveType: (product) => ('productType' in product ? PhysicalProductRef : FontProductRef),
});

export const CartSummaryItemRef = builder.objectRef<CartSummaryLine>('CartSummaryItem').implement({
  description: 'One line of the cart as the server prices it. Amounts are VAT-exclusive.',
  fields: (t) => ({
    selectionIndex: t.exposeInt('selectionIndex'),
    quantity: t.exposeInt('quantity', { description: 'Corrected to what is available.' }),
    title: t.exposeString('title'),
    price: t.field({
      type: MoneyRef,
      description: 'The whole line: unit price × quantity, before discount.',
      resolve: (line) => line.price,
    }),
    oldPrice: t.field({ type: MoneyRef, nullable: true, resolve: (line) => line.oldPrice }),
    unitPrice: t.field({ type: MoneyRef, description: 'One item.', resolve: (line) => line.unitPrice }),
    totalVAT: t.field({ type: MoneyRef, resolve: (line) => line.vat }),
    percentageVAT: t.float({ resolve: (line) => percentageOf(line.vatRateBp) }),
    discount: t.field({ type: MoneyRef, resolve: (line) => line.discount }),
    product: t.field({
      type: CartItemProductRef,
      resolve: (line) => (line.kind === 'font' ? (line.font.products[0] as FontProductNode) : line.product),
    }),
    variant: t.field({
      type: PhysicalProductVariantRef,
      nullable: true,
      resolve: (line) => (line.kind === 'physical' ? { ...line.variant, product: line.product } : null),
    }),
    license: t.field({
      type: [OrderItemLicenseRef],
      resolve: (line) => (line.kind === 'font' ? line.font.licenses : []),
    }),
    encodings: t.field({
      type: [EncodingRef],
      description: 'The chosen encodings the fonts are sold in.',
      resolve: (line) => (line.kind === 'font' ? line.font.encodings : []),
    }),
    unsupportedEncodings: t.stringList({
      description: 'Chosen encodings none of the fonts is sold in (not charged).',
      resolve: (line) => (line.kind === 'font' ? line.font.unsupportedEncodings : []),
    }),
  }),
});

export const CartSummaryRef = builder.objectRef<CartSummary>('CartSummary').implement({
  description: 'The cart priced by the server: lines, discount, shipping, VAT and totals.',
  fields: (t) => ({
    items: t.field({ type: [CartSummaryItemRef], resolve: (summary) => summary.lines }),
    subTotalPrice: t.field({
      type: MoneyRef,
      description: 'Sum of the lines, before discount, VAT excluded.',
      resolve: (summary) => summary.subTotal,
    }),
    discountPrice: t.field({
      type: MoneyRef,
      description: 'Positive amount taken off.',
      resolve: (summary) => summary.discount,
    }),
    vatPrice: t.field({ type: MoneyRef, resolve: (summary) => summary.vat }),
    totalPrice: t.field({
      type: MoneyRef,
      description: 'subTotal − discount + shipping + VAT.',
      resolve: (summary) => summary.total,
    }),
    clubPoints: t.exposeInt('clubPoints', {
      description: 'One point per whole currency unit of the discounted font subtotal.',
    }),
    shipping: t.field({ type: OrderShippingRef, nullable: true, resolve: (summary) => summary.shipping }),
    vat: t.field({ type: VatTreatmentRef, resolve: (summary) => summary.vatTreatment }),
    shippingRequired: t.exposeBoolean('shippingRequired'),
    accountRequired: t.exposeBoolean('accountRequired'),
  }),
});

builder.queryField('readCartSummary', (t) =>
  t.field({
    type: CartSummaryRef,
    description:
      'Prices the stored cart. Unknown items are left out and quantities lowered to what is available (the client corrects its cart from the answer). Errors: 300–306 for the discount code; 200 with field `shipping` when shipping is needed but not chosen.',
    args: {
      familyProductSelections: t.arg({ type: [FamilyProductSelectionInputRef] }),
      physicalProductSelections: t.arg({ type: [PhysicalProductSelectionInputRef] }),
      shipping: t.arg({ type: ShippingSelectionInputRef }),
      discountCode: t.arg.string(),
      user: t.arg({
        type: OrderUserInputRef,
        description: "A guest's checkout form; a signed-in user's default address is used otherwise.",
      }),
      country: t.arg.string({ description: "The buyer's country when no address is known yet (geo)." }),
    },
    resolve: (_root, args, context) =>
      readCartSummary(
        {
          familyProductSelections: args.familyProductSelections,
          physicalProductSelections: args.physicalProductSelections,
          shipping: args.shipping,
          discountCode: args.discountCode,
          user: args.user,
          country: args.country,
        },
        serviceDepsOf(context),
      ),
  }),
);
