import { priceCalculationValidUntil } from '@foundry/domain';
import { ownAccount } from '../services/accounts/own-account.ts';
import { priceCalculationUrlOf } from '../services/orders/order-urls.ts';
import { readPriceCalculations } from '../services/orders/read-price-calculations.ts';
import { OrderPageRef } from './account.ts';
import { builder } from './builder.ts';
import { OrderRef } from './order.ts';
import { UserRef } from './user.ts';

// Price calculations are orders saved from the checkout as quotes (createUserOrder(priceCalculation:
// true)); these fields let the account list them and fetch their PDF.

builder.objectField(OrderRef, 'isPriceCalculation', (t) =>
  t.exposeBoolean('isPriceCalculation', {
    description: 'Saved from the checkout as a price calculation (a quote) rather than paid at once.',
  }),
);

builder.objectField(OrderRef, 'priceCalculationUrl', (t) =>
  t.string({
    nullable: true,
    description:
      'The price calculation PDF (pro forma, no invoice number) while it is open: neither paid nor cancelled.',
    resolve: (order, _args, context) => priceCalculationUrlOf(order, context.config),
  }),
);

builder.objectField(OrderRef, 'priceCalculationValidUntil', (t) =>
  t.string({
    nullable: true,
    description:
      'ISO 8601: until when a price calculation’s prices hold (it is cancelled after); null for orders.',
    resolve: (order) =>
      order.isPriceCalculation ? priceCalculationValidUntil(order.createdAt).toISOString() : null,
  }),
);

builder.objectField(UserRef, 'priceCalculations', (t) =>
  t.field({
    type: OrderPageRef,
    description: 'The user’s own open price calculations (not paid, not cancelled), newest first.',
    args: {
      page: t.arg.int({ description: 'From 1 (the default).' }),
      pageSize: t.arg.int({ description: '20 by default, at most 100.' }),
    },
    resolve: (user, args, context) =>
      readPriceCalculations(ownAccount(user, context.user).id, args, context.repositories.userOrders),
  }),
);
