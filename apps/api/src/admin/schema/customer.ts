import type { AdminCustomerRow } from '../../repositories/admin/admin-customer-repository.ts';
import type { ClubTransactionRow } from '../../repositories/club-points-repository.ts';
import type { readCustomer } from '../../services/admin-customers/read-customer.ts';
import { adminBuilder } from '../builder.ts';
import { AdminOrderRef } from './order.ts';

type CustomerDetail = Awaited<ReturnType<typeof readCustomer>>;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const CustomerRef = adminBuilder.objectRef<AdminCustomerRow>('Customer').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    organization: t.exposeString('organization', { nullable: true }),
    country: t.exposeString('countryCode', { nullable: true }),
    club: t.exposeBoolean('club'),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    orderCount: t.exposeInt('orderCount'),
  }),
});

export const ClubMoveRef = adminBuilder.objectRef<ClubTransactionRow>('ClubPointsMove').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    points: t.exposeInt('points'),
    kind: t.exposeString('kind'),
    description: t.exposeString('description'),
    createdAt: t.string({ resolve: (m) => m.createdAt.toISOString() }),
    expiresAt: t.string({ nullable: true, resolve: (m) => iso(m.expiresAt) }),
  }),
});

const OwnedFontRef = adminBuilder.objectRef<CustomerDetail['fonts'][number]>('OwnedFont').implement({
  fields: (t) => ({
    orderItemId: t.exposeID('itemId'),
    orderId: t.exposeID('orderId'),
    title: t.exposeString('title'),
    paidAt: t.string({ nullable: true, resolve: (f) => iso(f.paidAt) }),
  }),
});

const WebfontsProjectRef = adminBuilder
  .objectRef<CustomerDetail['webfontsProjects'][number]>('WebfontsProject')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      type: t.exposeString('type'),
      status: t.exposeString('status'),
      createdAt: t.string({ resolve: (p) => p.createdAt.toISOString() }),
    }),
  });

export const CustomerDetailRef = adminBuilder.objectRef<CustomerDetail>('CustomerDetail').implement({
  fields: (t) => ({
    customer: t.field({ type: CustomerRef, resolve: (d) => d.customer }),
    orders: t.field({
      type: [AdminOrderRef],
      resolve: (d) => d.orders.map((order) => ({ ...order, customerName: d.customer.name })),
    }),
    fonts: t.field({ type: [OwnedFontRef], resolve: (d) => d.fonts }),
    webfontsProjects: t.field({ type: [WebfontsProjectRef], resolve: (d) => d.webfontsProjects }),
    clubPoints: t.int({ resolve: (d) => d.clubBalance.points }),
    clubHistory: t.field({ type: [ClubMoveRef], resolve: (d) => d.clubHistory }),
  }),
});
