import { createProduct } from '../../services/admin-products/create-product.ts';
import { setProductPublished, updateProductTexts } from '../../services/admin-products/edit-product.ts';
import { removeProductImage } from '../../services/admin-products/product-files.ts';
import { idOf } from '../../services/admin-products/product-input.ts';
import {
  addProductVariant,
  removeProductVariant,
  renameProductVariant,
} from '../../services/admin-products/product-variants.ts';
import { adminBuilder } from '../builder.ts';
import { AdminProductRef } from './products.ts';

// Making and shaping products (docs/products.md): a new product or e-book, its texts, variants,
// publishing and images. Images and e-book files are uploaded to POST /admin/product-files.

adminBuilder.mutationFields((t) => ({
  createProduct: t.field({
    type: AdminProductRef,
    description: 'A new physical product or e-book, unpublished, its variants with stock 0.',
    args: {
      digital: t.arg.boolean({ required: true, description: 'true: an e-book (a PDF, one variant).' }),
      productType: t.arg.string({ required: true, description: 'BOOK, POSTER, TOTE or TSHIRT.' }),
      title: t.arg.string({ required: true }),
      url: t.arg.string({ required: true, description: 'The last part of /product/<url>.' }),
      body: t.arg.string({ required: false }),
      priceAmount: t.arg.int({ required: true, description: 'Regular price, minor units (EUR).' }),
      variants: t.arg.stringList({ required: false, description: 'Labels; ignored for an e-book.' }),
    },
    resolve: (_root, args, ctx) =>
      createProduct(
        {
          digital: args.digital,
          productType: args.productType,
          title: args.title,
          url: args.url,
          body: args.body ?? '',
          priceAmount: args.priceAmount,
          variants: args.variants ?? [],
        },
        ctx.deps,
      ),
  }),
  updateProductTexts: t.field({
    type: AdminProductRef,
    args: {
      productId: t.arg.id({ required: true }),
      title: t.arg.string({ required: true }),
      url: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      updateProductTexts(
        {
          productId: idOf(String(args.productId), 'productId'),
          title: args.title,
          url: args.url,
          body: args.body,
        },
        ctx.deps,
      ),
  }),
  setProductPublished: t.field({
    type: AdminProductRef,
    description: 'Publishes (now) or withdraws a product; an e-book is published only with its file.',
    args: { productId: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: (_root, args, ctx) =>
      setProductPublished(
        { productId: idOf(String(args.productId), 'productId'), published: args.published },
        ctx.deps,
      ),
  }),
  addProductVariant: t.field({
    type: AdminProductRef,
    args: { productId: t.arg.id({ required: true }), label: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      addProductVariant(
        { productId: idOf(String(args.productId), 'productId'), label: args.label },
        ctx.deps,
      ),
  }),
  renameProductVariant: t.field({
    type: AdminProductRef,
    args: { variantId: t.arg.id({ required: true }), label: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      renameProductVariant(
        { variantId: idOf(String(args.variantId), 'variantId'), label: args.label },
        ctx.deps,
      ),
  }),
  removeProductVariant: t.field({
    type: AdminProductRef,
    description: 'Only a variant no order names, and never the last.',
    args: { variantId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) =>
      removeProductVariant({ variantId: idOf(String(args.variantId), 'variantId') }, ctx.deps),
  }),
  removeProductImage: t.field({
    type: AdminProductRef,
    args: { productId: t.arg.id({ required: true }), key: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) =>
      removeProductImage({ productId: idOf(String(args.productId), 'productId'), key: args.key }, ctx.deps),
  }),
}));
