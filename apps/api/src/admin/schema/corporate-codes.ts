import { checkCorporateCode } from '@foundry/domain';
import type { AdminCorporateCodeRow } from '../../repositories/admin/admin-corporate-code-repository.ts';
import { createCorporateCode } from '../../services/admin-corporate/create-corporate-code.ts';
import { disableCorporateCode } from '../../services/admin-corporate/disable-corporate-code.ts';
import { listCorporateCodes } from '../../services/admin-corporate/list-corporate-codes.ts';
import { updateCorporateCode } from '../../services/admin-corporate/update-corporate-code.ts';
import { adminBuilder } from '../builder.ts';

/** What a buyer typing the code now would meet, in the shop's own rule (checkCorporateCode). */
function statusOf(code: AdminCorporateCodeRow, now = new Date()): string {
  const check = checkCorporateCode(code, now);
  if (check.ok) return 'ACTIVE';
  if (check.errorCode === 301) return 'ENDED';
  if (check.errorCode === 302) return 'USED_UP';
  return 'NOT_YET_VALID';
}

const CodeProductRef = adminBuilder
  .objectRef<{ id: number; title: string }>('CorporateCodeProduct')
  .implement({
    fields: (t) => ({ id: t.exposeID('id'), title: t.exposeString('title') }),
  });

const CorporateCodeRef = adminBuilder.objectRef<AdminCorporateCodeRow>('CorporateCode').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    code: t.exposeString('code'),
    company: t.exposeString('company'),
    validFrom: t.string({ nullable: true, resolve: (c) => c.validFrom?.toISOString() ?? null }),
    validTo: t.string({ nullable: true, resolve: (c) => c.validTo?.toISOString() ?? null }),
    maxUses: t.exposeInt('maxUses', { nullable: true }),
    usedCount: t.exposeInt('usedCount'),
    status: t.string({
      description: 'ACTIVE, NOT_YET_VALID, ENDED (expired or disabled) or USED_UP.',
      resolve: (c) => statusOf(c),
    }),
    products: t.field({ type: [CodeProductRef], resolve: (c) => c.products }),
  }),
});

adminBuilder.queryField('corporateCodes', (t) =>
  t.field({ type: [CorporateCodeRef], resolve: (_root, _args, ctx) => listCorporateCodes(ctx.deps) }),
);

adminBuilder.mutationField('createCorporateCode', (t) =>
  t.field({
    type: CorporateCodeRef,
    args: {
      code: t.arg.string({ required: true }),
      company: t.arg.string({ required: true }),
      validFrom: t.arg.string({ required: false, description: 'ISO date; empty: valid at once.' }),
      validTo: t.arg.string({ required: false, description: 'ISO date; empty: no end.' }),
      maxUses: t.arg.int({ required: false, description: 'Orders it may place; empty: no limit.' }),
      productIds: t.arg.idList({ required: true, description: 'FONT or FAMILY products it unlocks.' }),
    },
    resolve: (_root, args, ctx) =>
      createCorporateCode(
        {
          code: args.code,
          company: args.company,
          validFrom: args.validFrom ?? null,
          validTo: args.validTo ?? null,
          maxUses: args.maxUses ?? null,
          productIds: args.productIds.map(String),
        },
        ctx.deps,
      ),
  }),
);

adminBuilder.mutationField('disableCorporateCode', (t) =>
  t.field({
    type: CorporateCodeRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => disableCorporateCode({ id: Number(args.id) }, ctx.deps),
  }),
);

adminBuilder.mutationField('updateCorporateCode', (t) =>
  t.field({
    type: CorporateCodeRef,
    description: 'New terms of a code; its letters stay.',
    args: {
      id: t.arg.id({ required: true }),
      company: t.arg.string({ required: true }),
      validFrom: t.arg.string({ required: false, description: 'ISO date; empty: valid at once.' }),
      validTo: t.arg.string({ required: false, description: 'ISO date; empty: no end.' }),
      maxUses: t.arg.int({ required: false, description: 'Orders it may place; empty: no limit.' }),
      productIds: t.arg.idList({ required: true, description: 'FONT or FAMILY products it unlocks.' }),
    },
    resolve: (_root, args, ctx) =>
      updateCorporateCode(
        {
          id: Number(args.id) || 0,
          company: args.company,
          validFrom: args.validFrom ?? null,
          validTo: args.validTo ?? null,
          maxUses: args.maxUses ?? null,
          productIds: args.productIds.map(String),
        },
        ctx.deps,
      ),
  }),
);
