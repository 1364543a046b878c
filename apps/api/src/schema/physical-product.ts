import { physicalPriceAt, variantAvailability } from '@foundry/domain';
import { money } from '@foundry/domain/money/money';
import { SHOP_PRODUCT_TYPES } from '@foundry/domain/shop/shop-listing';
import type { ShopSortField } from '@foundry/domain/shop/shop-sort';
import type {
  PhysicalProductFacets,
  PhysicalProductRow,
  PhysicalProductVariantRow,
} from '../repositories/physical-product-repository.ts';
import { createOutOfStockNotification } from '../services/out-of-stock/create-out-of-stock-notification.ts';
import { readPhysicalProducts } from '../services/physical-products/read-physical-products.ts';
import { readPhysicalProductsFilter } from '../services/physical-products/read-physical-products-filter.ts';
import { sellerPercentageVAT } from '../services/physical-products/seller-vat-rate.ts';
import { totalAvailability } from '../services/physical-products/variant-availability.ts';
import { builder } from './builder.ts';
import { ImageRef } from './image.ts';
import { MoneyRef } from './money.ts';
import { pageOf } from './paging.ts';

export const PhysicalProductTypeRef = builder.enumType('PhysicalProductType', {
  values: SHOP_PRODUCT_TYPES,
});

export const PhysicalProductSortRef = builder.enumType('PhysicalProductSort', {
  description: 'Listing orders of the shop: A-Z, Z-A, Oldest, Newest (the default).',
  values: {
    A_Z: { description: 'Title ascending.' },
    Z_A: { description: 'Title descending.' },
    OLDEST: { description: 'Date ascending.' },
    NEWEST: { description: 'Date descending (default).' },
  } as const satisfies Record<ShopSortField, { description: string }>,
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
    available: t.boolean({ resolve: (variant) => variantAvailability(variant.product, variant) > 0 }),
    availability: t.int({
      description: 'Items in stock (a digital product: 1, the one copy a cart may hold).',
      resolve: (variant) => variantAvailability(variant.product, variant),
    }),
    price: t.field({
      type: MoneyRef,
      resolve: (variant) =>
        money(
          physicalPriceAt(variant.product, variant.priceAmount, new Date()).priceAmount,
          variant.product.currency,
        ),
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
    price: t.field({
      type: MoneyRef,
      description: 'The price today: the sale price while a sale runs.',
      resolve: (product) => money(physicalPriceAt(product, null, new Date()).priceAmount, product.currency),
    }),
    percentageVAT: t.float({
      description:
        "VAT in percent at the seller's rate for the product's category (21 means 21 %); the cart summary applies the buyer's country.",
      resolve: (product, _args, context) =>
        sellerPercentageVAT(context, context.repositories.countryVat, product.vatCategory),
    }),
    oldPrice: t.field({
      type: MoneyRef,
      nullable: true,
      description:
        'Struck through beside the price: during a sale, the lowest price of the 30 days before it.',
      resolve: (product) => {
        const { oldPriceAmount } = physicalPriceAt(product, null, new Date());
        return oldPriceAmount === null ? null : money(oldPriceAmount, product.currency);
      },
    }),
    available: t.boolean({
      resolve: async (product, _args, context) =>
        totalAvailability(product, await context.loaders.variantsByPhysicalProduct.load(product.id)) > 0,
    }),
    availability: t.int({
      description: 'Items in stock across all variants.',
      resolve: async (product, _args, context) =>
        totalAvailability(product, await context.loaders.variantsByPhysicalProduct.load(product.id)),
    }),
    shippingRequired: t.exposeBoolean('shippingRequired'),
    digital: t.exposeBoolean('digital', {
      description:
        'Downloaded after payment (an e-book), never shipped; sold through physicalProductSelections.',
    }),
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

export const PhysicalProductsFilterRef = builder
  .objectRef<PhysicalProductFacets>('PhysicalProductsFilter')
  .implement({
    description: 'The values a shop listing can be filtered by, each sorted and without repeats.',
    fields: (t) => ({
      categories: t.exposeStringList('categories'),
      publishers: t.exposeStringList('publishers'),
      languages: t.exposeStringList('languages', { description: 'Language codes, e.g. "en".' }),
    }),
  });

builder.queryField('readPhysicalProductsFilter', (t) =>
  t.field({
    type: PhysicalProductsFilterRef,
    description:
      'The filter bar of a listing: the facet values present for a type (all products without one).',
    args: { productType: t.arg({ type: PhysicalProductTypeRef }) },
    resolve: (_root, args, context) =>
      readPhysicalProductsFilter(context.repositories.physicalProducts, args),
  }),
);

builder.mutationField('createOutOfStockNotification', (t) =>
  t.boolean({
    description:
      "Asks to be told when a sold-out product or variant is back. Codes: 103 bad e-mail (field email), 5 refused captcha (action 'out_of_stock'), 205 unknown product, 214 variant not of the product. Asking twice keeps one request.",
    args: {
      email: t.arg.string({ required: true }),
      productID: t.arg.id({ required: true }),
      variation: t.arg.id({ description: 'The sold-out variant; absent for the product as a whole.' }),
      // Optional in the schema so a missing token is the catalogue's code 5, not a validation error.
      token: t.arg.string(),
    },
    resolve: (_root, args, context) =>
      createOutOfStockNotification(args, {
        products: context.repositories.physicalProducts,
        notifications: context.repositories.outOfStockNotifications,
        captcha: context.captcha,
        logger: context.logger,
      }),
  }),
);
