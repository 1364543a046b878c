import { cancelOrderByStaff } from '../../services/admin-orders/cancel-order-by-staff.ts';
import { markOrderShipped } from '../../services/admin-orders/mark-order-shipped.ts';
import { readOrderDetail } from '../../services/admin-orders/read-order-detail.ts';
import { refundOrder } from '../../services/admin-orders/refund-order.ts';
import { searchOrders } from '../../services/admin-orders/search-orders.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';
import { MoneyRef } from './money.ts';
import { AdminOrderRef } from './order.ts';
import { OrderDetailRef, ShipmentRef } from './order-detail.ts';

const OrderPageRef = adminBuilder.objectRef<Awaited<ReturnType<typeof searchOrders>>>('OrderPage').implement({
  fields: (t) => ({
    nodes: t.field({ type: [AdminOrderRef], resolve: (p) => p.rows }),
    total: t.exposeInt('total'),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});

const ProductChoiceRef = adminBuilder
  .objectRef<{ id: number; title: string }>('OrderProductChoice')
  .implement({ fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }) });

const OrderProductFiltersRef = adminBuilder
  .objectRef<{
    families: { id: number; title: string }[];
    physicalProducts: { id: number; title: string }[];
  }>('OrderProductFilters')
  .implement({
    fields: (t) => ({
      families: t.field({ type: [ProductChoiceRef], resolve: (choices) => choices.families }),
      physicalProducts: t.field({ type: [ProductChoiceRef], resolve: (choices) => choices.physicalProducts }),
    }),
  });

const RefundResultRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof refundOrder>>>('RefundResult')
  .implement({
    fields: (t) => ({
      orderId: t.exposeID('orderId'),
      status: t.exposeString('status'),
      amount: t.field({ type: MoneyRef, resolve: (r) => ({ amount: r.amount, currency: r.currency }) }),
    }),
  });

adminBuilder.queryFields((t) => ({
  orders: t.field({
    type: OrderPageRef,
    args: {
      statuses: t.arg.stringList({ required: false }),
      customer: t.arg.string({
        required: false,
        description: 'E-mail, name or order number, or part of it.',
      }),
      country: t.arg.string({ required: false }),
      from: t.arg.string({ required: false, description: 'YYYY-MM-DD, inclusive.' }),
      to: t.arg.string({ required: false, description: 'YYYY-MM-DD, inclusive.' }),
      familyId: t.arg.id({ required: false, description: 'Orders with a line of this font family.' }),
      physicalProductId: t.arg.id({
        required: false,
        description: 'Orders with a line of this physical product (book, poster…).',
      }),
      page: t.arg.int({ required: false }),
      pageSize: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      searchOrders(
        {
          statuses: args.statuses ?? [],
          customer: args.customer ?? null,
          country: args.country ?? null,
          from: args.from ?? null,
          to: args.to ?? null,
          familyId: args.familyId ?? null,
          physicalProductId: args.physicalProductId ?? null,
          page: args.page ?? null,
          pageSize: args.pageSize ?? null,
        },
        ctx.deps,
      ),
  }),
  orderProductFilters: t.field({
    type: OrderProductFiltersRef,
    description: 'The families and physical products the orders list can be filtered by.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'orders.read');
      return ctx.deps.admin.orders.productChoices();
    },
  }),
  order: t.field({
    type: OrderDetailRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readOrderDetail({ id: Number(args.id) }, ctx.deps),
  }),
}));

adminBuilder.mutationFields((t) => ({
  refundOrder: t.field({
    type: RefundResultRef,
    args: {
      orderId: t.arg.id({ required: true }),
      amount: t.arg.int({ required: false, description: 'Cents; without it, everything not yet refunded.' }),
      orderItemId: t.arg.id({ required: false }),
      reason: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      refundOrder(
        {
          orderId: Number(args.orderId),
          amount: args.amount ?? null,
          orderItemId: args.orderItemId ? Number(args.orderItemId) : null,
          reason: args.reason ?? '',
        },
        ctx.deps,
      ),
  }),
  markOrderShipped: t.field({
    type: ShipmentRef,
    args: {
      orderId: t.arg.id({ required: true }),
      trackingNumber: t.arg.string({ required: true }),
      carrier: t.arg.string({ required: false }),
      trackUrl: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      markOrderShipped(
        {
          orderId: Number(args.orderId),
          trackingNumber: args.trackingNumber,
          carrier: args.carrier ?? null,
          trackUrl: args.trackUrl ?? null,
        },
        ctx.deps,
      ),
  }),
  cancelOrder: t.field({
    type: AdminOrderRef,
    args: { orderId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { orderId } = await cancelOrderByStaff({ orderId: Number(args.orderId) }, ctx.deps);
      return (await readOrderDetail({ id: orderId }, ctx.deps)).order;
    },
  }),
}));
