import type { AdminOrderRow } from '../../repositories/admin/admin-order-repository.ts';
import { adminBuilder } from '../builder.ts';
import { MoneyRef } from './money.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const AdminOrderRef = adminBuilder.objectRef<AdminOrderRow>('Order').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.string({ resolve: (o) => o.invoiceNumber ?? String(o.id) }),
    status: t.exposeString('status'),
    type: t.exposeString('type'),
    email: t.string({ nullable: true, resolve: (o) => o.email ?? o.invoiceAddress?.email ?? null }),
    customerName: t.string({ nullable: true, resolve: (o) => o.invoiceAddress?.name ?? o.customerName }),
    country: t.string({ nullable: true, resolve: (o) => o.invoiceAddress?.countryCode ?? null }),
    createdAt: t.string({ resolve: (o) => o.createdAt.toISOString() }),
    paidAt: t.string({ nullable: true, resolve: (o) => iso(o.paidAt) }),
    total: t.field({ type: MoneyRef, resolve: (o) => ({ amount: o.totalAmount, currency: o.currency }) }),
  }),
});
