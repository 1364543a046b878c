import { markBankTransferReceived } from '../../services/admin-orders/mark-bank-transfer-received.ts';
import { readOrderDetail } from '../../services/admin-orders/read-order-detail.ts';
import { resendOrderDocuments } from '../../services/admin-orders/resend-order-documents.ts';
import { adminBuilder } from '../builder.ts';
import { AdminOrderRef } from './order.ts';

// What staff do for an order after it was placed, beside refunds and shipping (orders.ts).
adminBuilder.mutationFields((t) => ({
  markBankTransferReceived: t.field({
    type: AdminOrderRef,
    args: {
      orderId: t.arg.id({ required: true }),
      reference: t.arg.string({ required: true, description: 'The bank’s reference of the transfer.' }),
    },
    resolve: async (_root, args, ctx) => {
      const { orderId } = await markBankTransferReceived(
        { orderId: Number(args.orderId), reference: args.reference },
        ctx.deps,
      );
      return (await readOrderDetail({ id: orderId }, ctx.deps)).order;
    },
  }),
  resendOrderDocuments: t.boolean({
    description: 'Mails the customer the invoice and licence of a paid order again.',
    args: { orderId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => resendOrderDocuments({ orderId: Number(args.orderId) }, ctx.deps),
  }),
}));
