import { STAFF_ERROR, StaffError } from '@foundry/errors';
import type {
  AdminAffiliateRepository,
  AffiliateBalanceRow,
} from '../../repositories/admin/admin-affiliate-repository.ts';
import { recordAffiliatePayout } from '../../services/admin-club/record-affiliate-payout.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';
import { MoneyRef } from './money.ts';

type Commission = Awaited<ReturnType<AdminAffiliateRepository['unpaidCommissions']>>[number];
type Payout = Awaited<ReturnType<AdminAffiliateRepository['payouts']>>[number];
type Affiliate = NonNullable<Awaited<ReturnType<AdminAffiliateRepository['affiliate']>>>;

const EUR = (amount: number) => ({ amount, currency: 'EUR' });

const BalanceRef = adminBuilder.objectRef<AffiliateBalanceRow>('AffiliateBalance').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    codes: t.exposeString('codes', { description: 'The programmes’ codes, comma separated.' }),
    unpaid: t.field({ type: MoneyRef, resolve: (b) => EUR(b.unpaidAmount) }),
    unpaidCount: t.exposeInt('unpaidCount'),
    paid: t.field({ type: MoneyRef, resolve: (b) => EUR(b.paidAmount) }),
  }),
});

const CommissionRef = adminBuilder.objectRef<Commission>('AffiliateCommission').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.field({ type: MoneyRef, resolve: (c) => ({ amount: c.amount, currency: c.currency }) }),
    earnedAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
    orderId: t.exposeID('orderId'),
    invoiceNumber: t.exposeString('invoiceNumber', { nullable: true }),
    programCode: t.exposeString('programCode'),
  }),
});

const PayoutRef = adminBuilder.objectRef<Payout>('AffiliatePayout').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.field({ type: MoneyRef, resolve: (p) => ({ amount: p.amount, currency: p.currency }) }),
    paidAt: t.string({ resolve: (p) => p.paidAt.toISOString() }),
    reference: t.exposeString('reference', { nullable: true }),
    commissionsCount: t.exposeInt('commissionsCount'),
  }),
});

const AffiliateRef = adminBuilder.objectRef<Affiliate>('AffiliateAccount').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    unpaidCommissions: t.field({
      type: [CommissionRef],
      resolve: (a, _args, ctx) => ctx.deps.admin.affiliates.unpaidCommissions(a.userId),
    }),
    payouts: t.field({
      type: [PayoutRef],
      resolve: (a, _args, ctx) => ctx.deps.admin.affiliates.payouts(a.userId),
    }),
  }),
});

adminBuilder.queryFields((t) => ({
  affiliateBalances: t.field({
    type: [BalanceRef],
    description: 'Every affiliate with what they are owed, the most first.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'affiliates.payouts');
      return ctx.deps.admin.affiliates.balances();
    },
  }),
  affiliate: t.field({
    type: AffiliateRef,
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      requireStaff(ctx.staff, 'affiliates.payouts');
      const id = Number(args.userId);
      const affiliate = Number.isSafeInteger(id) ? await ctx.deps.admin.affiliates.affiliate(id) : null;
      if (!affiliate) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such affiliate.');
      return affiliate;
    },
  }),
}));

adminBuilder.mutationField('recordAffiliatePayout', (t) =>
  t.field({
    type: PayoutRef,
    description: 'Pays the chosen unpaid commissions: the payout is their sum, and they become paid.',
    args: {
      userId: t.arg.id({ required: true }),
      commissionIds: t.arg.idList({ required: true }),
      reference: t.arg.string({
        required: false,
        description: 'The transfer’s reference or the invoice number.',
      }),
    },
    resolve: (_root, args, ctx) =>
      recordAffiliatePayout(
        {
          userId: Number(args.userId),
          commissionIds: args.commissionIds.map((id) => Number(id)),
          reference: args.reference ?? null,
        },
        ctx.deps,
      ),
  }),
);
