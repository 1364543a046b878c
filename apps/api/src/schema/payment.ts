import type { ArgBuilder } from '@pothos/core';
import type { GraphQLContext } from '../context.ts';
import { PAYMENT_RESULT_CODES, type PaymentMethodOption } from '../integrations/payments/payment-provider.ts';
import { addStoredCard } from '../services/payments/add-stored-card.ts';
import { makePayment } from '../services/payments/make-payment.ts';
import { makeStoredCardPayment } from '../services/payments/make-stored-card-payment.ts';
import type { PaymentDeps, PaymentOutcome } from '../services/payments/payment-deps.ts';
import { type PaymentSessionView, readPaymentSession } from '../services/payments/read-payment-session.ts';
import { verifyPayment } from '../services/payments/verify-payment.ts';
import { builder, type Types } from './builder.ts';
import { JSONRef } from './json.ts';
import { MoneyRef } from './money.ts';
import { OrderRef } from './order.ts';
import { StoredCardRef } from './stored-card.ts';

function paymentDepsOf(context: GraphQLContext): PaymentDeps {
  return {
    payments: context.repositories.payments,
    storedCards: context.repositories.storedCards,
    clubPoints: context.repositories.club,
    webfontsBills: context.repositories.webfontsBilling,
    provider: context.payments.provider,
    logger: context.logger,
    viewer: context.user,
    allowedOrigins: context.config.allowedOrigins,
    publicUrl: context.config.publicUrl,
    paymentMails: {
      orders: context.repositories.orders,
      mailer: context.mailer,
      logger: context.logger,
      urls: context.config,
    },
  };
}

export const PaymentResultCodeRef = builder.enumType('PaymentResultCode', {
  description: 'The result of a payment attempt (Adyen’s result codes).',
  values: PAYMENT_RESULT_CODES,
});

export const PaymentMethodOptionRef = builder
  .objectRef<PaymentMethodOption>('PaymentMethodOption')
  .implement({
    fields: (t) => ({
      type: t.exposeString('type', { description: "'scheme' (card), 'banktransfer', 'ideal' …" }),
      name: t.exposeString('name'),
    }),
  });

export const PaymentSessionRef = builder.objectRef<PaymentSessionView>('PaymentSession').implement({
  description: 'What the payment page needs to take the payment of an order.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'The provider’s session id.' }),
    provider: t.exposeString('provider', { description: "'test' (built-in) or 'adyen'." }),
    sessionData: t.exposeString('sessionData', { nullable: true, description: 'For Adyen’s Drop-in.' }),
    clientKey: t.exposeString('clientKey', { nullable: true, description: 'For Adyen’s Drop-in.' }),
    environment: t.exposeString('environment', {
      nullable: true,
      description:
        "Adyen Web's environment for the Drop-in: 'test' or 'live'; null for the built-in provider.",
    }),
    amount: t.field({
      type: MoneyRef,
      description: 'The order’s total.',
      resolve: (session) => session.amount,
    }),
    countryCode: t.exposeString('countryCode', {
      nullable: true,
      description: 'The invoice address’s country (two letters), which decides the payment methods on offer.',
    }),
    locale: t.exposeString('locale', { description: 'The language of the payment form, e.g. en-US.' }),
    returnUrl: t.exposeString('returnUrl', {
      description: 'The pay page a redirect (3-D Secure, a bank) comes back to.',
    }),
    paymentMethods: t.field({ type: [PaymentMethodOptionRef], resolve: (session) => session.paymentMethods }),
    order: t.field({
      type: OrderRef,
      resolve: async (session, _args, context) => {
        const order = await context.repositories.orders.findById(session.orderId);
        if (!order) throw new Error(`order ${session.orderId} vanished`);
        return order;
      },
    }),
  }),
});

export const PaymentResultRef = builder.objectRef<PaymentOutcome>('PaymentResult').implement({
  description:
    'The answer to a payment attempt: Authorised (paid), Refused/Error/Cancelled (unpaid, pay again), RedirectShopper with an action to follow, Pending/Received (waiting).',
  fields: (t) => ({
    resultCode: t.field({ type: PaymentResultCodeRef, resolve: (result) => result.resultCode }),
    action: t.field({
      type: JSONRef,
      nullable: true,
      description: 'What the browser must do next, e.g. { type: "redirect", url, method }.',
      resolve: (result) => result.action,
    }),
    refusalReason: t.exposeString('refusalReason', { nullable: true }),
    order: t.field({
      type: OrderRef,
      nullable: true,
      description: 'The order the attempt was for, as it is now.',
      resolve: (result, _args, context) =>
        result.orderId === null ? null : context.repositories.orders.findById(result.orderId),
    }),
    storedCard: t.field({
      type: StoredCardRef,
      nullable: true,
      description: 'The card addStoredCard (or its verifyPayment) stored.',
      resolve: (result) => result.storedCard,
    }),
  }),
});

builder.queryField('readPaymentSession', (t) =>
  t.field({
    type: PaymentSessionRef,
    description:
      'Opens a payment session for an order (orderID as the pay route’s "{id}/{hash}", the separate hash, or the owner’s session by id). Codes: 200 unknown, not yours or not payable now; 218 already paid; 217 returnUrl not absolute or not on the shop’s site.',
    args: {
      orderID: t.arg.id({ required: true }),
      hash: t.arg.string(),
      returnUrl: t.arg.string({ required: true }),
    },
    resolve: (_root, args, context) =>
      readPaymentSession({ ...args, orderID: String(args.orderID) }, paymentDepsOf(context)),
  }),
);

const paymentArgs = (arg: ArgBuilder<Types>) => ({
  orderID: arg.id({ required: true, description: 'The order id, or "{id}/{hash}" as in the pay route.' }),
  hash: arg.string({ description: 'The order’s hash (older clients); must agree with one in orderID.' }),
  method: arg({ type: JSONRef, required: true }),
  browserInfo: arg({ type: JSONRef }),
  origin: arg.string(),
  returnUrl: arg.string({ required: true }),
});

builder.mutationField('makePayment', (t) =>
  t.field({
    type: PaymentResultRef,
    description:
      "Pays an order with a payment method, e.g. { type: 'scheme', number, expiryMonth, expiryYear, cvc, holderName } or { type: 'banktransfer' }. Codes: 200, 217, 218 as readPaymentSession.",
    args: paymentArgs(t.arg),
    resolve: (_root, args, context) =>
      makePayment({ ...args, orderID: String(args.orderID) }, paymentDepsOf(context)),
  }),
);

builder.mutationField('makeStoredCardPayment', (t) =>
  t.field({
    type: PaymentResultRef,
    description:
      'Pays an order with one of the signed-in user’s stored cards (method.storedPaymentMethodId). Codes: 1 without a session; 200 not your card or order; 217; 218.',
    args: paymentArgs(t.arg),
    resolve: (_root, args, context) =>
      makeStoredCardPayment({ ...args, orderID: String(args.orderID) }, paymentDepsOf(context)),
  }),
);

builder.mutationField('verifyPayment', (t) =>
  t.field({
    type: PaymentResultRef,
    description:
      'Finishes a payment after the shopper’s return (redirectResult from the returnUrl, or details from the payment form); with sessionID alone, reports the session’s payment. A forged result answers resultCode Error without an order.',
    args: {
      redirectResult: t.arg.string(),
      details: t.arg({ type: JSONRef }),
      sessionID: t.arg.string(),
    },
    resolve: (_root, args, context) => verifyPayment(args, paymentDepsOf(context)),
  }),
);

builder.mutationField('addStoredCard', (t) =>
  t.field({
    type: PaymentResultRef,
    description:
      'Stores a card for the signed-in user after a zero-amount check; the stored card comes back in storedCard (after verifyPayment when the check redirects). Code 1 without a session.',
    args: { paymentMethod: t.arg({ type: JSONRef, required: true }) },
    resolve: (_root, args, context) => addStoredCard(args, paymentDepsOf(context)),
  }),
);
