import type { AddressSnapshot } from '@foundry/db';
import { buyerMayCancel, isPaidStatus, money, ORDER_STATUSES } from '@foundry/domain';
import { ORDER_ITEM_KINDS } from '@foundry/domain/orders/order-item-kind';
import { ORDER_TYPES } from '@foundry/domain/orders/order-type';
import type { ArgBuilder } from '@pothos/core';
import { licenseEntriesOf, type OrderItemRow, type OrderRecord } from '../repositories/order-repository.ts';
import { addressLinesOf } from '../services/orders/address-snapshot.ts';
import { cancelOrder } from '../services/orders/cancel-order.ts';
import { createOrder } from '../services/orders/create-order.ts';
import { createUserOrder } from '../services/orders/create-user-order.ts';
import { orderShippingOf } from '../services/orders/order-shipping-snapshot.ts';
import { invoiceUrlOf, licenseUrlOf, paymentUrlOf } from '../services/orders/order-urls.ts';
import { readOrder } from '../services/orders/read-order.ts';
import { builder, type Types } from './builder.ts';
import { FamilyProductSelectionInputRef, PhysicalProductSelectionInputRef } from './cart-selection-inputs.ts';
import { OrderShippingRef } from './cart-summary.ts';
import { EncodingRef } from './encoding.ts';
import { MoneyRef } from './money.ts';
import { OrderItemLicenseRef } from './order-item-license.ts';
import { OrderUserInputRef } from './order-user-input.ts';
import { UserRef } from './user.ts';

export const OrderStatusRef = builder.enumType('OrderStatus', {
  description: 'Where an order stands; the allowed changes are ORDER_STATUS_TRANSITIONS in packages/domain.',
  values: ORDER_STATUSES,
});

export const OrderTypeRef = builder.enumType('OrderType', {
  values: ORDER_TYPES,
});

export const OrderItemKindRef = builder.enumType('OrderItemKind', {
  values: ORDER_ITEM_KINDS,
});

/** Item kinds that are fonts to download. */
const FONT_ITEM_KINDS: readonly OrderItemRow['kind'][] = ['FONT_FAMILY_PRODUCT', 'CORPORATE_FONT'];

export const OrderAddressRef = builder.objectRef<AddressSnapshot>('OrderAddress').implement({
  description: 'An address as it was when the order was placed.',
  fields: (t) => ({
    name: t.exposeString('name'),
    organization: t.string({ nullable: true, resolve: (address) => address.organization ?? null }),
    address: t.stringList({
      description: 'Line 1, then lines 2 and 3 when present.',
      resolve: (address) => addressLinesOf(address),
    }),
    city: t.exposeString('city'),
    zip: t.string({ nullable: true, resolve: (address) => address.zip ?? null }),
    country: t.string({ description: 'ISO 3166-1 alpha-2.', resolve: (address) => address.countryCode }),
    state: t.string({ nullable: true, resolve: (address) => address.stateCode ?? null }),
    vatNumber: t.string({ nullable: true, resolve: (address) => address.vatNumber ?? null }),
    phone: t.string({ nullable: true, resolve: (address) => address.phone ?? null }),
    email: t.string({ nullable: true, resolve: (address) => address.email ?? null }),
  }),
});

type OrderItemNode = OrderItemRow & { currency: string };

export const OrderItemRef = builder.objectRef<OrderItemNode>('OrderItem').implement({
  description: 'One line of an order, priced as it was ordered.',
  fields: (t) => ({
    kind: t.field({ type: OrderItemKindRef, resolve: (item) => item.kind }),
    quantity: t.exposeInt('quantity'),
    title: t.exposeString('title'),
    price: t.field({
      type: MoneyRef,
      description: 'The price of the line (unit price times quantity), VAT excluded, before discount.',
      resolve: (item) => money(item.unitPriceAmount * item.quantity, item.currency),
    }),
    unitPrice: t.field({
      type: MoneyRef,
      description: 'The price of one item, VAT excluded.',
      resolve: (item) => money(item.unitPriceAmount, item.currency),
    }),
    oldPrice: t.field({
      type: MoneyRef,
      nullable: true,
      description: 'The struck-through price of the line, when there was one.',
      resolve: (item) =>
        item.oldPriceAmount === null ? null : money(item.oldPriceAmount * item.quantity, item.currency),
    }),
    totalVAT: t.field({ type: MoneyRef, resolve: (item) => money(item.vatAmount, item.currency) }),
    percentageVAT: t.float({ description: '21 means 21 %.', resolve: (item) => item.vatRateBp / 100 }),
    discount: t.field({ type: MoneyRef, resolve: (item) => money(item.discountAmount, item.currency) }),
    license: t.field({ type: [OrderItemLicenseRef], resolve: (item) => licenseEntriesOf(item) }),
    encodings: t.field({
      type: [EncodingRef],
      resolve: async (item, _args, context) =>
        (await context.loaders.encodingById.loadMany(item.encodingIds)).flatMap((encoding) =>
          encoding && !(encoding instanceof Error) ? [encoding] : [],
        ),
    }),
    unsupportedEncodings: t.exposeStringList('unsupportedEncodings'),
    downloadLink: t.string({
      nullable: true,
      description:
        'Not given by the API: fonts are downloaded through createDownloadInfo(orderID, hash, familyID).',
      resolve: () => null,
    }),
    selectionIndex: t.int({ nullable: true, resolve: (item) => item.selectionIndex }),
    productID: t.id({ nullable: true, description: 'The font product.', resolve: (item) => item.productId }),
    familyID: t.id({
      nullable: true,
      description: "The font product's family: what createDownloadInfo(orderID, hash, familyID) downloads.",
      resolve: (item) => item.familyId,
    }),
    physicalProductID: t.id({ nullable: true, resolve: (item) => item.physicalProductId }),
    variantID: t.id({ nullable: true, resolve: (item) => item.variantId }),
  }),
});

export const OrderRef = builder.objectRef<OrderRecord>('Order').implement({
  description: 'An order. Readable with its hash or by its owner’s session only.',
  fields: (t) => ({
    id: t.exposeID('id'),
    hash: t.exposeString('hash', { description: 'The secret that opens the order’s pages and documents.' }),
    created: t.string({ description: 'ISO 8601.', resolve: (order) => order.createdAt.toISOString() }),
    status: t.field({ type: OrderStatusRef, resolve: (order) => order.status }),
    type: t.field({ type: OrderTypeRef, resolve: (order) => order.type }),
    email: t.exposeString('email', { nullable: true }),
    isGift: t.exposeBoolean('isGift'),
    invoiceUrl: t.string({
      nullable: true,
      description: 'The invoice PDF, once finalizeOrder generated it.',
      resolve: (order, _args, context) => invoiceUrlOf(order, context.config),
    }),
    licenseUrl: t.string({
      nullable: true,
      description: 'The licence PDF, once finalizeOrder generated it.',
      resolve: (order, _args, context) => licenseUrlOf(order, context.config),
    }),
    paymentUrl: t.string({
      nullable: true,
      description: 'The web page that pays the order, while it can be paid.',
      resolve: (order, _args, context) => paymentUrlOf(order, context.config),
    }),
    paymentError: t.string({
      nullable: true,
      description:
        "The latest decided payment attempt's result when it failed (Refused, Error, Cancelled) and the order is unpaid.",
      resolve: async (order, _args, context) => {
        if (isPaidStatus(order.status)) return null;
        // The latest decided attempt: opening the pay page records an undecided session attempt,
        // which must not hide the refusal before it.
        const attempts = await context.repositories.payments.latestDecidedAttempts([order.id]);
        const result = attempts.get(order.id)?.resultCode;
        return result === 'Refused' || result === 'Error' || result === 'Cancelled' ? result : null;
      },
    }),
    canDownload: t.boolean({
      description: 'Paid or complimentary, with fonts or e-books in it.',
      resolve: (order) =>
        isPaidStatus(order.status) &&
        order.items.some((item) => FONT_ITEM_KINDS.includes(item.kind) || item.kind === 'EBOOK_PRODUCT'),
    }),
    cancellable: t.boolean({ resolve: (order) => buyerMayCancel(order) }),
    shippingTrackUrl: t.exposeString('shippingTrackUrl', { nullable: true }),
    subTotalPrice: t.field({
      type: MoneyRef,
      description: 'Sum of the lines, before discount, VAT excluded.',
      resolve: (order) => money(order.subTotalAmount, order.currency),
    }),
    discountPrice: t.field({
      type: MoneyRef,
      description: 'Positive amount taken off.',
      resolve: (order) => money(order.discountAmount, order.currency),
    }),
    shippingPrice: t.field({
      type: MoneyRef,
      description: 'Shipping, VAT excluded.',
      resolve: (order) => money(order.shippingAmount, order.currency),
    }),
    vatPrice: t.field({ type: MoneyRef, resolve: (order) => money(order.vatAmount, order.currency) }),
    totalPrice: t.field({
      type: MoneyRef,
      description: 'subTotal − discount + shipping + VAT.',
      resolve: (order) => money(order.totalAmount, order.currency),
    }),
    clubPoints: t.exposeInt('clubPoints'),
    shipping: t.field({
      type: OrderShippingRef,
      nullable: true,
      description: 'The shipping method as it was chosen, with its price and VAT; null without shipping.',
      resolve: (order) => orderShippingOf(order.shipping),
    }),
    items: t.field({
      type: [OrderItemRef],
      resolve: (order) => order.items.map((item) => ({ ...item, currency: order.currency })),
    }),
    invoiceAddress: t.field({
      type: OrderAddressRef,
      nullable: true,
      resolve: (order) => order.invoiceAddress,
    }),
    deliveryAddress: t.field({
      type: OrderAddressRef,
      nullable: true,
      resolve: (order) => order.deliveryAddress,
    }),
    licenseAddress: t.field({
      type: OrderAddressRef,
      nullable: true,
      resolve: (order) => order.licenseAddress,
    }),
    user: t.field({
      type: UserRef,
      nullable: true,
      description: 'The owner’s account, shown to the owner’s own session only.',
      resolve: async (order, _args, context) => {
        if (context.user === null || order.userId === null || order.userId !== context.user.id) return null;
        return context.repositories.users.findProfileById(order.userId);
      },
    }),
  }),
});

builder.queryField('readOrder', (t) =>
  t.field({
    type: OrderRef,
    description: 'An order by its hash, or the signed-in owner’s order by id alone. Code 200 otherwise.',
    args: { orderID: t.arg.id({ required: true }), hash: t.arg.string() },
    resolve: (_root, args, context) =>
      readOrder(args, { orders: context.repositories.orders, viewer: context.user }),
  }),
);

builder.mutationField('cancelOrder', (t) =>
  t.field({
    type: OrderRef,
    description:
      'Cancels an unpaid order (see cancellable) and returns its stock; id may be "{id}/{hash}" as in the pay route. Codes: 200 unknown, not yours or no longer cancellable; 218 already paid.',
    args: { id: t.arg.id({ required: true }), hash: t.arg.string() },
    resolve: (_root, args, context) =>
      cancelOrder(args, { orders: context.repositories.orders, viewer: context.user }),
  }),
);

/** The arguments both order mutations share (docs/shop-contract.md). */
function orderSelectionArgs(arg: ArgBuilder<Types>) {
  return {
    familyProductSelections: arg({ type: [FamilyProductSelectionInputRef] }),
    physicalProductSelections: arg({ type: [PhysicalProductSelectionInputRef] }),
    shippingID: arg.id({ description: 'Required when a physical item needs shipping.' }),
    isGift: arg.boolean(),
    affiliateID: arg.string(),
    discountCode: arg.string(),
  };
}

builder.mutationField('createOrder', (t) =>
  t.field({
    type: OrderRef,
    description:
      "A guest's order from the cart, stock taken at once. Codes: 203 nothing selected, 223 invalid details (extensions.fields), 5 captcha (action 'order'), 216 sold out, 300–306 discount code, 200 shipping not chosen or product needs an account, and the cart's selection errors.",
    args: {
      ...orderSelectionArgs(t.arg),
      user: t.arg({ type: OrderUserInputRef }),
      userInput: t.arg({ type: OrderUserInputRef, description: 'The same as user (older clients).' }),
      reCaptchaToken: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      createOrder(args, {
        orders: context.repositories.orders,
        viewer: context.user,
        captcha: context.captcha,
        logger: context.logger,
        summary: {
          repositories: context.repositories,
          vatChecker: context.vatChecker,
          logger: context.logger,
        },
      }),
  }),
);

builder.mutationField('createUserOrder', (t) =>
  t.field({
    type: OrderRef,
    description:
      "The signed-in user's order with addresses of their own book. Codes: 1 no session, 203 nothing selected, 223 unknown address (on the field), 216 sold out, 300–306 discount code, 200 shipping not chosen.",
    args: {
      ...orderSelectionArgs(t.arg),
      billingAddressID: t.arg.id({ required: true }),
      shippingAddressID: t.arg.id(),
      licenseAddressID: t.arg.id(),
      priceCalculation: t.arg.boolean({
        description:
          'Save as a price calculation (a quote with a PDF, held 30 days) instead of an order to pay now; only without physical goods (200 otherwise).',
      }),
    },
    resolve: (_root, args, context) =>
      createUserOrder(args, context.user, {
        orders: context.repositories.orders,
        logger: context.logger,
        users: context.repositories.users,
        summary: {
          repositories: context.repositories,
          vatChecker: context.vatChecker,
          logger: context.logger,
        },
      }),
  }),
);
