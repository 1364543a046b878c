import type { AdminClubRewardRow } from '../../repositories/admin/admin-club-reward-repository.ts';
import { saveClubReward } from '../../services/admin-club/save-club-reward.ts';
import { requireStaff } from '../../services/staff/require-staff.ts';
import { adminBuilder } from '../builder.ts';
import { MoneyRef } from './money.ts';

const AdminClubRewardRef = adminBuilder.objectRef<AdminClubRewardRow>('AdminClubReward').implement({
  description: 'A reward (shipped) or voucher (a discount code) members claim with points.',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'reward or voucher.' }),
    title: t.exposeString('title'),
    description: t.exposeString('description', { nullable: true }),
    points: t.exposeInt('points'),
    stock: t.exposeInt('stock', { nullable: true, description: 'Null: unlimited.' }),
    voucherValue: t.field({
      type: MoneyRef,
      nullable: true,
      resolve: (r) => (r.kind === 'voucher' ? { amount: r.voucherAmount ?? 0, currency: r.currency } : null),
    }),
    active: t.boolean({
      description: 'Offered on the club pages.',
      resolve: (r) => r.status === 'PUBLISHED',
    }),
    sort: t.exposeInt('sort'),
    claimsCount: t.exposeInt('claimsCount'),
  }),
});

const ClubRewardInputRef = adminBuilder.inputType('ClubRewardInput', {
  fields: (t) => ({
    kind: t.string({ required: true, description: 'reward or voucher; fixed once created.' }),
    title: t.string({ required: true }),
    description: t.string(),
    points: t.int({ required: true }),
    stock: t.int({ description: 'Empty: unlimited.' }),
    voucherAmount: t.int({ description: 'A voucher’s value in cents (EUR).' }),
    active: t.boolean({ required: true }),
    sort: t.int({ description: 'Smaller first; 0 by default.' }),
  }),
});

adminBuilder.queryField('adminClubRewards', (t) =>
  t.field({
    type: [AdminClubRewardRef],
    description: 'Every reward and voucher, active or not, in the club page’s order.',
    resolve: (_root, _args, ctx) => {
      requireStaff(ctx.staff, 'club.write');
      return ctx.deps.admin.clubRewards.list();
    },
  }),
);

adminBuilder.mutationField('saveClubReward', (t) =>
  t.field({
    type: AdminClubRewardRef,
    description: 'Without id: a new reward. With id: saves that reward.',
    args: { id: t.arg.id(), input: t.arg({ type: ClubRewardInputRef, required: true }) },
    resolve: (_root, { id, input }, ctx) =>
      saveClubReward(
        {
          id: id ? Number(id) || 0 : null,
          kind: input.kind,
          title: input.title,
          description: input.description ?? null,
          points: input.points,
          stock: input.stock ?? null,
          voucherAmount: input.voucherAmount ?? null,
          active: input.active,
          sort: input.sort ?? 0,
        },
        ctx.deps,
      ),
  }),
);
