import type { PricedFamilyRow, PricedProductRow } from '../../repositories/admin/admin-price-repository.ts';
import { readPriceList } from '../../services/admin-catalogue/read-price-list.ts';
import { changeFontProductPrice } from '../../services/catalogue/change-font-product-price.ts';
import { adminBuilder } from '../builder.ts';
import { MoneyRef } from './money.ts';

const FontProductPriceRef = adminBuilder.objectRef<PricedProductRow>('FontProductPrice').implement({
  description: 'A font product and its base price (before licences and encodings).',
  fields: (t) => ({
    id: t.exposeID('id'),
    kind: t.exposeString('kind', { description: 'FONT, FAMILY, COLLECTION or SUITE.' }),
    title: t.exposeString('title'),
    styleTitle: t.exposeString('styleTitle', { nullable: true }),
    encodingTitle: t.exposeString('encodingTitle', { nullable: true }),
    price: t.field({
      type: MoneyRef,
      resolve: (p) => ({ amount: p.priceAmount, currency: p.currency }),
    }),
    oldPrice: t.field({
      type: MoneyRef,
      nullable: true,
      resolve: (p) => (p.oldPriceAmount === null ? null : { amount: p.oldPriceAmount, currency: p.currency }),
    }),
  }),
});

const PricedFamilyRef = adminBuilder
  .objectRef<PricedFamilyRow & { products: PricedProductRow[] }>('PricedFamily')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      url: t.exposeString('url'),
      title: t.exposeString('title'),
      products: t.field({ type: [FontProductPriceRef], resolve: (f) => f.products }),
    }),
  });

const PriceListRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof readPriceList>>>('PriceList')
  .implement({
    fields: (t) => ({
      families: t.field({ type: [PricedFamilyRef], resolve: (l) => l.families }),
      bundles: t.field({ type: [FontProductPriceRef], resolve: (l) => l.bundles }),
    }),
  });

const ChangedPriceRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof changeFontProductPrice>>>('ChangedPrice')
  .implement({
    fields: (t) => ({
      productId: t.exposeID('productId'),
      price: t.field({ type: MoneyRef, resolve: (c) => ({ amount: c.amount, currency: c.currency }) }),
    }),
  });

adminBuilder.queryField('priceList', (t) =>
  t.field({ type: PriceListRef, resolve: (_root, _args, ctx) => readPriceList(ctx.deps) }),
);

adminBuilder.mutationField('changeFontProductPrice', (t) =>
  t.field({
    type: ChangedPriceRef,
    args: {
      productId: t.arg.id({ required: true }),
      amount: t.arg.int({ required: true, description: 'The new base price in minor units (cents).' }),
    },
    resolve: (_root, args, ctx) =>
      changeFontProductPrice({ productId: String(args.productId), amount: args.amount }, ctx.deps),
  }),
);
