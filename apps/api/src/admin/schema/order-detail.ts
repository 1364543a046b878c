import type { OrderDetail } from '../../services/admin-orders/read-order-detail.ts';
import { adminBuilder } from '../builder.ts';
import { MoneyRef } from './money.ts';
import { AdminOrderRef } from './order.ts';

type Line = OrderDetail['items'][number];
type Payment = OrderDetail['payments'][number];
type Refund = OrderDetail['refunds'][number];
type Shipment = NonNullable<OrderDetail['shipment']>;

const LineRef = adminBuilder.objectRef<Line & { currency: string }>('OrderLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind'),
    title: t.exposeString('title'),
    quantity: t.exposeInt('quantity'),
    unitPrice: t.field({
      type: MoneyRef,
      resolve: (l) => ({ amount: l.unitPriceAmount, currency: l.currency }),
    }),
  }),
});

const PaymentRef = adminBuilder.objectRef<Payment>('Payment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    provider: t.exposeString('provider'),
    pspReference: t.exposeString('pspReference', { nullable: true }),
    resultCode: t.exposeString('resultCode', { nullable: true }),
    method: t.exposeString('method', { nullable: true }),
    amount: t.field({ type: MoneyRef, resolve: (p) => ({ amount: p.amount, currency: p.currency }) }),
    createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
  }),
});

const RefundRef = adminBuilder.objectRef<Refund>('Refund').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.field({ type: MoneyRef, resolve: (r) => ({ amount: r.amount, currency: r.currency }) }),
    orderItemId: t.exposeID('orderItemId', { nullable: true }),
    reason: t.exposeString('reason'),
    status: t.exposeString('status'),
    createdAt: t.string({ resolve: (r) => r.createdAt.toISOString() }),
  }),
});

export const ShipmentRef = adminBuilder.objectRef<Shipment>('Shipment').implement({
  fields: (t) => ({
    trackingNumber: t.exposeString('trackingNumber'),
    carrier: t.exposeString('carrier', { nullable: true }),
    shippedAt: t.string({ resolve: (s) => s.shippedAt.toISOString() }),
  }),
});

export const OrderDetailRef = adminBuilder.objectRef<OrderDetail>('OrderDetail').implement({
  fields: (t) => ({
    order: t.field({ type: AdminOrderRef, resolve: (d) => d.order }),
    items: t.field({
      type: [LineRef],
      resolve: (d) => d.items.map((item) => ({ ...item, currency: d.order.currency })),
    }),
    payments: t.field({ type: [PaymentRef], resolve: (d) => d.payments }),
    refunds: t.field({ type: [RefundRef], resolve: (d) => d.refunds }),
    shipment: t.field({ type: ShipmentRef, nullable: true, resolve: (d) => d.shipment }),
    refundable: t.field({
      type: MoneyRef,
      resolve: (d) => ({ amount: d.refundable, currency: d.order.currency }),
    }),
    needsShipping: t.boolean({
      description: 'Whether the order holds physical products.',
      resolve: (d) => d.items.some((item) => item.kind === 'PHYSICAL_PRODUCT'),
    }),
  }),
});
