import { priceFactorOfBasisPoints } from '@foundry/domain/pricing/price-factor';
import type {
  LicenceChoiceRow,
  LicenceOptionRow,
  LicenceRow,
} from '../../repositories/admin/admin-licence-repository.ts';
import { changeLicenceTier } from '../../services/admin-licences/change-licence-tier.ts';
import {
  addLicenceTier,
  removeLicenceTier,
  setDefaultLicenceTier,
} from '../../services/admin-licences/licence-tier-set.ts';
import { listLicences } from '../../services/admin-licences/list-licences.ts';
import { adminBuilder } from '../builder.ts';

const LicenceTierRef = adminBuilder.objectRef<LicenceChoiceRow>('LicenceTier').implement({
  description: 'One choice of a licence option (a tier), e.g. 5 computers at ×2.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    value: t.exposeString('value'),
    priceFactor: t.float({
      description: 'The multiple of the base price (stored as basis points).',
      resolve: (c) => priceFactorOfBasisPoints(c.priceFactorBp),
    }),
    priceFactorBp: t.exposeInt('priceFactorBp'),
    amount: t.exposeInt('amount', { nullable: true }),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

const LicenceOptionRef = adminBuilder.objectRef<LicenceOptionRow>('LicenceOption').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    title: t.exposeString('title'),
    hidden: t.exposeBoolean('hide'),
    tiers: t.field({ type: [LicenceTierRef], resolve: (o) => o.choices }),
  }),
});

const LicenceRef = adminBuilder.objectRef<LicenceRow>('Licence').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    kind: t.exposeString('kind', { description: 'Corporate, Desktop, Font or Webfont.' }),
    options: t.field({ type: [LicenceOptionRef], resolve: (l) => l.options }),
  }),
});

adminBuilder.queryField('licences', (t) =>
  t.field({ type: [LicenceRef], resolve: (_root, _args, ctx) => listLicences(ctx.deps) }),
);

adminBuilder.mutationField('changeLicenceTier', (t) =>
  t.field({
    type: LicenceTierRef,
    args: {
      tierId: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      priceFactor: t.arg.float({ required: true, description: 'e.g. 1.25 for ×1.25.' }),
    },
    resolve: (_root, args, ctx) =>
      changeLicenceTier(
        { choiceId: String(args.tierId), title: args.title, priceFactor: args.priceFactor },
        ctx.deps,
      ),
  }),
);

adminBuilder.mutationFields((t) => ({
  addLicenceTier: t.field({
    type: LicenceTierRef,
    description: 'A new tier (choice) of a licence option, after its others.',
    args: {
      optionId: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      value: t.arg.string({ required: true, description: 'What carts and orders name it by: 10-computers.' }),
      priceFactor: t.arg.float({ required: true, description: 'e.g. 1.25 for ×1.25.' }),
      amount: t.arg.int({ description: 'Third parties it covers (the third-party option).' }),
    },
    resolve: (_root, args, ctx) =>
      addLicenceTier(
        {
          optionId: String(args.optionId),
          title: args.title,
          value: args.value,
          priceFactor: args.priceFactor,
          amount: args.amount ?? null,
        },
        ctx.deps,
      ),
  }),
  removeLicenceTier: t.boolean({
    description: 'Removes a tier that is not its option’s default nor its last.',
    args: { tierId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => removeLicenceTier({ tierId: String(args.tierId) }, ctx.deps),
  }),
  setDefaultLicenceTier: t.field({
    type: LicenceTierRef,
    description: 'The tier the shop preselects for its option.',
    args: { tierId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => setDefaultLicenceTier({ tierId: String(args.tierId) }, ctx.deps),
  }),
}));
