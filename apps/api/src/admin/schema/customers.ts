import { adjustCustomerClubPoints } from '../../services/admin-customers/adjust-club-points.ts';
import { eraseCustomer } from '../../services/admin-customers/erase-customer.ts';
import { exportCustomerData } from '../../services/admin-customers/export-customer-data.ts';
import { readCustomer } from '../../services/admin-customers/read-customer.ts';
import { searchCustomers } from '../../services/admin-customers/search-customers.ts';
import { sendPasswordResetLink } from '../../services/admin-customers/send-password-reset-link.ts';
import { adminBuilder } from '../builder.ts';
import { ClubMoveRef, CustomerDetailRef, CustomerRef } from './customer.ts';

const CustomerPageRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof searchCustomers>>>('CustomerPage')
  .implement({
    fields: (t) => ({
      nodes: t.field({ type: [CustomerRef], resolve: (p) => p.rows }),
      total: t.exposeInt('total'),
      page: t.exposeInt('page'),
      pageSize: t.exposeInt('pageSize'),
    }),
  });

const CustomerExportRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof exportCustomerData>>>('CustomerDataExport')
  .implement({
    fields: (t) => ({
      fileName: t.exposeString('fileName'),
      json: t.exposeString('json', { description: 'Everything the shop holds about the customer.' }),
    }),
  });

const ErasureRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof eraseCustomer>>>('CustomerErasure')
  .implement({ fields: (t) => ({ ordersKept: t.exposeInt('ordersKept') }) });

adminBuilder.queryFields((t) => ({
  customers: t.field({
    type: CustomerPageRef,
    args: {
      search: t.arg.string({ required: false, description: 'E-mail or name, or part of it.' }),
      page: t.arg.int({ required: false }),
      pageSize: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      searchCustomers(
        { text: args.search ?? null, page: args.page ?? null, pageSize: args.pageSize ?? null },
        ctx.deps,
      ),
  }),
  customer: t.field({
    type: CustomerDetailRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readCustomer({ id: Number(args.id) }, ctx.deps),
  }),
}));

adminBuilder.mutationFields((t) => ({
  adjustClubPoints: t.field({
    type: ClubMoveRef,
    args: {
      customerId: t.arg.id({ required: true }),
      points: t.arg.int({ required: true, description: 'Positive to give, negative to take.' }),
      reason: t.arg.string({ required: true, description: 'Shown in the customer’s club history.' }),
    },
    resolve: (_root, args, ctx) =>
      adjustCustomerClubPoints(
        { userId: Number(args.customerId), points: args.points, reason: args.reason },
        ctx.deps,
      ),
  }),
  sendPasswordResetLink: t.boolean({
    args: { customerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => sendPasswordResetLink({ userId: Number(args.customerId) }, ctx.deps),
  }),
  exportCustomerData: t.field({
    type: CustomerExportRef,
    args: { customerId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => exportCustomerData({ userId: Number(args.customerId) }, ctx.deps),
  }),
  eraseCustomer: t.field({
    type: ErasureRef,
    args: {
      customerId: t.arg.id({ required: true }),
      confirmEmail: t.arg.string({ required: true, description: 'The customer’s e-mail, typed again.' }),
    },
    resolve: (_root, args, ctx) =>
      eraseCustomer({ userId: Number(args.customerId), confirmEmail: args.confirmEmail }, ctx.deps),
  }),
}));
