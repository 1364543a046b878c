import type { StoredImage } from '@foundry/db';
import { physicalPriceAt } from '@foundry/domain';
import type {
  AdminProductRow,
  AdminVariantRow,
  EbookFileRow,
  ProductListRow,
  StockMovementRow,
} from '../../repositories/admin/admin-product-repository.ts';
import { adjustStock } from '../../services/admin-products/adjust-stock.ts';
import { listProducts } from '../../services/admin-products/list-products.ts';
import { idOf } from '../../services/admin-products/product-input.ts';
import { type ProductDetail, readProduct } from '../../services/admin-products/read-product.ts';
import { setProductPricing } from '../../services/admin-products/set-product-pricing.ts';
import { adminBuilder } from '../builder.ts';

const iso = (date: Date | null) => date?.toISOString() ?? null;

const ProductListItemRef = adminBuilder.objectRef<ProductListRow>('ProductListItem').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    productType: t.exposeString('productType'),
    digital: t.exposeBoolean('digital'),
    priceAmount: t.exposeInt('priceAmount', { description: 'Regular price, minor units.' }),
    currency: t.exposeString('currency'),
    salePriceAmount: t.exposeInt('salePriceAmount', { nullable: true }),
    saleStartsAt: t.string({ nullable: true, resolve: (p) => iso(p.saleStartsAt) }),
    saleEndsAt: t.string({ nullable: true, resolve: (p) => iso(p.saleEndsAt) }),
    stock: t.exposeInt('stock', { description: 'Across all variants.' }),
    published: t.boolean({ resolve: (p) => p.publishedAt !== null }),
  }),
});

const ProductImageRef = adminBuilder.objectRef<StoredImage>('ProductImage').implement({
  fields: (t) => ({
    key: t.exposeString('key'),
    url: t.string({ resolve: (image, _args, ctx) => ctx.deps.storage.url(image.key) }),
    width: t.exposeInt('width'),
    height: t.exposeInt('height'),
    alt: t.exposeString('alt'),
  }),
});

/** The pricing fields of a product as staff see them, with what the shop charges now. */
export const AdminProductRef = adminBuilder.objectRef<AdminProductRow>('AdminProduct').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    url: t.exposeString('url'),
    productType: t.exposeString('productType'),
    digital: t.exposeBoolean('digital'),
    currency: t.exposeString('currency'),
    priceAmount: t.exposeInt('priceAmount', { description: 'Regular price, minor units.' }),
    salePriceAmount: t.exposeInt('salePriceAmount', { nullable: true }),
    saleStartsAt: t.string({ nullable: true, resolve: (p) => iso(p.saleStartsAt) }),
    saleEndsAt: t.string({ nullable: true, resolve: (p) => iso(p.saleEndsAt) }),
    saleLowestPriorAmount: t.exposeInt('saleLowestPriorAmount', {
      nullable: true,
      description: 'Lowest regular price of the 30 days before the sale: shown struck through during it.',
    }),
    currentPriceAmount: t.int({
      description: 'What the shop charges now (the sale price while the sale runs).',
      resolve: (p) => physicalPriceAt(p, null, new Date()).priceAmount,
    }),
    body: t.exposeString('body', { description: 'The description on the product page.' }),
    publishedAt: t.string({
      nullable: true,
      description: 'Null: not published (the shop neither lists nor sells it).',
      resolve: (p) => iso(p.publishedAt),
    }),
    images: t.field({
      type: [ProductImageRef],
      description: 'In the order the product page shows them; the cover is the first added.',
      resolve: (p) => p.images,
    }),
  }),
});

export const AdminVariantRef = adminBuilder
  .objectRef<AdminVariantRow & { ordered?: boolean }>('AdminVariant')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      label: t.exposeString('label'),
      ordered: t.boolean({
        description: 'Whether an order names it: then it cannot be removed.',
        resolve: (v) => v.ordered ?? true,
      }),
      stock: t.exposeInt('stock'),
      priceAmount: t.exposeInt('priceAmount', {
        nullable: true,
        description: "Overrides the product's price.",
      }),
    }),
  });

const StockMovementRef = adminBuilder.objectRef<StockMovementRow>('StockMovement').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    variantId: t.exposeID('variantId'),
    delta: t.exposeInt('delta'),
    stockAfter: t.exposeInt('stockAfter'),
    kind: t.exposeString('kind', { description: 'adjustment, order or order-cancelled.' }),
    reason: t.exposeString('reason'),
    staffEmail: t.exposeString('staffEmail', { nullable: true }),
    orderId: t.exposeID('orderId', { nullable: true }),
    at: t.string({ resolve: (m) => m.at.toISOString() }),
  }),
});

const EbookFileRef = adminBuilder.objectRef<EbookFileRow>('EbookFile').implement({
  fields: (t) => ({
    fileName: t.exposeString('fileName'),
    contentType: t.exposeString('contentType'),
    byteSize: t.exposeInt('byteSize'),
  }),
});

const ProductDetailRef = adminBuilder.objectRef<ProductDetail>('ProductDetail').implement({
  fields: (t) => ({
    product: t.field({ type: AdminProductRef, resolve: (d) => d.product }),
    variants: t.field({ type: [AdminVariantRef], resolve: (d) => d.variants }),
    movements: t.field({
      type: [StockMovementRef],
      description: 'The newest stock movements of its variants (at most 100).',
      resolve: (d) => d.movements,
    }),
    ebookFile: t.field({ type: EbookFileRef, nullable: true, resolve: (d) => d.ebookFile }),
  }),
});

const StockAdjustmentRef = adminBuilder
  .objectRef<Awaited<ReturnType<typeof adjustStock>>>('StockAdjustment')
  .implement({
    fields: (t) => ({
      variantId: t.exposeID('variantId'),
      productId: t.exposeID('productId'),
      stock: t.exposeInt('stock', { description: 'The stock after this adjustment.' }),
    }),
  });

adminBuilder.queryFields((t) => ({
  products: t.field({
    type: [ProductListItemRef],
    args: {
      digital: t.arg.boolean({
        required: false,
        description: 'true: e-books; false: physical goods; unset: both.',
      }),
      search: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      listProducts({ digital: args.digital ?? null, search: args.search ?? null }, ctx.deps),
  }),
  product: t.field({
    type: ProductDetailRef,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => readProduct(idOf(String(args.id), 'id'), ctx.deps),
  }),
}));

adminBuilder.mutationFields((t) => ({
  adjustStock: t.field({
    type: StockAdjustmentRef,
    args: {
      variantId: t.arg.id({ required: true }),
      delta: t.arg.int({ required: true, description: 'Added to the stock; negative removes.' }),
      reason: t.arg.string({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      adjustStock(
        { variantId: idOf(String(args.variantId), 'variantId'), delta: args.delta, reason: args.reason },
        ctx.deps,
      ),
  }),
  setProductPricing: t.field({
    type: AdminProductRef,
    args: {
      productId: t.arg.id({ required: true }),
      priceAmount: t.arg.int({ required: true, description: 'Regular price, minor units.' }),
      salePriceAmount: t.arg.int({ required: false, description: 'Unset: no sale.' }),
      saleStartsAt: t.arg.string({ required: false, description: 'ISO 8601; unset: from now.' }),
      saleEndsAt: t.arg.string({ required: false, description: 'ISO 8601; unset: until changed.' }),
    },
    resolve: (_root, args, ctx) =>
      setProductPricing(
        {
          productId: idOf(String(args.productId), 'productId'),
          priceAmount: args.priceAmount,
          salePriceAmount: args.salePriceAmount ?? null,
          saleStartsAt: args.saleStartsAt ?? null,
          saleEndsAt: args.saleEndsAt ?? null,
        },
        ctx.deps,
      ),
  }),
}));
