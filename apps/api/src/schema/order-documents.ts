import { AppError, ERROR_CODE } from '@foundry/errors';
import { finalizeOrder } from '../services/documents/finalize-order.ts';
import { parseOrderId } from '../services/orders/order-id.ts';
import { builder } from './builder.ts';
import { OrderRef } from './order.ts';

builder.mutationField('finalizeOrder', (t) =>
  t.field({
    type: OrderRef,
    description:
      'For the hash holder or the owner: a paid or complimentary order gets its invoice number and its ' +
      'invoice (unless generateInvoice is false) and licence PDFs, once. Other orders are returned as they are.',
    args: {
      orderID: t.arg.id({ required: true }),
      hash: t.arg.string({ required: true }),
      generateInvoice: t.arg.boolean({ required: false }),
    },
    resolve: async (_root, args, context) => {
      const finalized = await finalizeOrder(
        {
          orderId: parseOrderId(args.orderID),
          hash: args.hash,
          userId: context.user?.id ?? null,
          generateInvoice: args.generateInvoice ?? null,
        },
        { documents: context.repositories.orderDocuments, storage: context.storage },
      );
      const order = await context.repositories.orders.findById(finalized.id);
      if (!order) throw new AppError(ERROR_CODE.ORDER_INVALID);
      return order;
    },
  }),
);
