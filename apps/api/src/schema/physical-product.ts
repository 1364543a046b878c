import { money } from '@foundry/domain/money/money';
import type {
  PhysicalProductRow,
  PhysicalProductVariantRow,
} from '../repositories/physical-product-repository.ts';
import { readPhysicalProducts } from '../services/physical-products/read-physical-products.ts';
import { totalAvailability } from '../services/physical-products/variant-availability.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { MoneyRef } from './money.ts';
import { pageOf } from './paging.ts';

export const PhysicalProductTypeRef = builder.enumType('PhysicalProductType', {
  values: ['BOOK', 'POSTER', 'TOTE', 'TSHIRT'] as const,
});

export const PhysicalProductSortRef = builder.enumType('PhysicalProductSort', {
  description: 'Listing orders of the shop: A-Z, Z-A, Oldest, Newest (the default).',
  values: {
    A_Z: { description: 'Title ascending.' },
    Z_A: { description: 'Title descending.' },
    OLDEST: { description: 'Date ascending.' },
    NEWEST: { description: 'Date descending (default).' },
  } as const,
});

export const ProductAttributeRef = builder
  .objectRef<{ name: string; value: string }>('ProductAttribute')
  .implement({
    fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
  });

type VariantNode = PhysicalProductVariantRow & { product: PhysicalProductRow };

export const PhysicalProductVariantRef = builder.objectRef<VariantNode>('PhysicalProductVariant').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    label: t.exposeString('label'),
    available: t.boolean({ resolve: (variant) => variant.stock > 0 }),
    availability: t.int({ description: 'Items in stock.', resolve: (variant) => variant.stock }),
    price: t.field({
      type: MoneyRef,
      resolve: (variant) =>
        money(variant.priceAmount ?? variant.product.priceAmount, variant.product.currency),
    }),
  }),
});

export const PhysicalProductRef = builder.objectRef<PhysicalProductRow>('PhysicalProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    body: t.exposeString('body'),
    productType: t.field({ type: PhysicalProductTypeRef, resolve: (product) => product.productType }),
    coverBgColor: t.exposeString('coverBgColor', { nullable: true }),
    coverImage: t.field({ type: ImageRef, nullable: true, resolve: (product) => product.coverImage }),
    images: t.field({ type: [ImageRef], resolve: (product) => product.images }),
    attributes: t.field({ type: [ProductAttributeRef], resolve: (product) => product.attributes }),
    price: t.field({ type: MoneyRef, resolve: (product) => money(product.priceAmount, product.currency) }),
    oldPrice: t.field({
      type: MoneyRef,
      nullable: true,
      resolve: (product) =>
        product.oldPriceAmount === null ? null : money(product.oldPriceAmount, product.currency),
    }),
    available: t.boolean({
      resolve: async (product, _args, context) =>
        totalAvailability(await context.loaders.variantsByPhysicalProduct.load(product.id)) > 0,
    }),
    availability: t.int({
      description: 'Items in stock across all variants.',
      resolve: async (product, _args, context) =>
        totalAvailability(await context.loaders.variantsByPhysicalProduct.load(product.id)),
    }),
    shippingRequired: t.exposeBoolean('shippingRequired'),
    accountRequired: t.exposeBoolean('accountRequired'),
    variants: t.field({
      type: [PhysicalProductVariantRef],
      resolve: async (product, _args, context) =>
        (await context.loaders.variantsByPhysicalProduct.load(product.id)).map((variant) => ({
          ...variant,
          product,
        })),
    }),
    categories: t.exposeStringList('categories'),
    publishers: t.exposeStringList('publishers'),
    languages: t.exposeStringList('languages'),
    date: t.string({
      nullable: true,
      description: 'Publication time (ISO 8601), the key of the Oldest/Newest orders.',
      resolve: (product) => product.publishedAt?.toISOString() ?? null,
    }),
    lastModified: t.string({
      description: 'ISO 8601.',
      resolve: (product) => product.updatedAt.toISOString(),
    }),
  }),
});

export const PhysicalProductPageRef = pageOf('PhysicalProductPage', PhysicalProductRef);

builder.queryField('readPhysicalProducts', (t) =>
  t.field({
    type: PhysicalProductPageRef,
    args: {
      productType: t.arg({ type: PhysicalProductTypeRef }),
      url: t.arg.string(),
      categories: t.arg.stringList({ description: 'Products in any of these categories.' }),
      publishers: t.arg.stringList(),
      languages: t.arg.stringList(),
      sortBy: t.arg({ type: PhysicalProductSortRef, description: 'Default NEWEST.' }),
      page: t.arg.int({ description: 'From 1; default 1.' }),
      pageSize: t.arg.int({ description: 'Default 12.' }),
    },
    resolve: (_root, args, context) => readPhysicalProducts(context.repositories.physicalProducts, args),
  }),
);
