import type { AdminDiscountCodeRow } from '../../repositories/admin/admin-discount-code-repository.ts';
import { createDiscountCode } from '../../services/admin-discount-codes/create-discount-code.ts';
import { disableDiscountCode } from '../../services/admin-discount-codes/disable-discount-code.ts';
import { listDiscountCodes } from '../../services/admin-discount-codes/list-discount-codes.ts';
import { idOf } from '../../services/admin-products/product-input.ts';
import { adminBuilder } from '../builder.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const DiscountCodeRef = adminBuilder.objectRef<AdminDiscountCodeRow>('DiscountCode').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    percent: t.float({ nullable: true, resolve: (c) => (c.percentBp === null ? null : c.percentBp / 100) }),
    amount: t.exposeInt('amount', { nullable: true, description: 'Minor units off.' }),
    currency: t.exposeString('currency'),
    fontsOnly: t.exposeBoolean('fontsOnly'),
    validFrom: t.string({ nullable: true, resolve: (c) => iso(c.validFrom) }),
    validTo: t.string({ nullable: true, resolve: (c) => iso(c.validTo) }),
    maxUses: t.exposeInt('maxUses', { nullable: true }),
    usedCount: t.exposeInt('usedCount', {
      description: 'Orders placed with it (cancelled ones give theirs back).',
    }),
    disabledAt: t.string({ nullable: true, resolve: (c) => iso(c.disabledAt) }),
    createdAt: t.string({ resolve: (c) => c.createdAt.toISOString() }),
  }),
});

adminBuilder.queryField('discountCodes', (t) =>
  t.field({
    type: [DiscountCodeRef],
    args: { search: t.arg.string({ required: false }) },
    resolve: (_root, args, ctx) => listDiscountCodes({ search: args.search ?? null }, ctx.deps),
  }),
);

adminBuilder.mutationFields((t) => ({
  createDiscountCode: t.field({
    type: DiscountCodeRef,
    args: {
      code: t.arg.string({ required: true }),
      percent: t.arg.float({ required: false, description: 'Percent off; or amount.' }),
      amount: t.arg.int({ required: false, description: 'Minor units (EUR) off; or percent.' }),
      fontsOnly: t.arg.boolean({ required: false }),
      validFrom: t.arg.string({ required: false, description: 'ISO 8601.' }),
      validTo: t.arg.string({ required: false, description: 'ISO 8601.' }),
      maxUses: t.arg.int({ required: false, description: 'Unset: no limit.' }),
    },
    resolve: (_root, args, ctx) =>
      createDiscountCode(
        {
          code: args.code,
          percent: args.percent ?? null,
          amount: args.amount ?? null,
          fontsOnly: args.fontsOnly ?? false,
          validFrom: args.validFrom ?? null,
          validTo: args.validTo ?? null,
          maxUses: args.maxUses ?? null,
        },
        ctx.deps,
      ),
  }),
  disableDiscountCode: t.field({
    type: DiscountCodeRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => disableDiscountCode(idOf(String(args.id), 'id'), ctx.deps),
  }),
}));
