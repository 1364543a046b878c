import { notifyChange } from '@foundry/db';
import { SHOP_PRODUCT_TYPES, type ShopProductType } from '@foundry/domain/shop/shop-listing';
import { InputError } from '@foundry/errors';
import { adminProductEditingWrites } from '../../repositories/admin/admin-product-editing-writes.ts';
import { auditedWrite } from '../../repositories/admin/audit-log-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { productTextsOf } from './edit-product.ts';
import { fieldChecks, priceAmountOf, variantLabelOf } from './product-input.ts';

export interface CreateProductInput {
  /** An e-book (digital: a PDF, no stock, no shipping) or physical goods of `productType`. */
  digital: boolean;
  productType: string;
  title: string;
  url: string;
  body: string;
  priceAmount: number;
  /** The physical product's variants (at least one); an e-book has the one variant `PDF`. */
  variants: readonly string[];
}

function validProduct(input: CreateProductInput) {
  const checks = fieldChecks();
  const texts = checks.check(() => productTextsOf(input));
  const priceAmount = checks.check(() => priceAmountOf(input.priceAmount, 'priceAmount'));
  const productType = input.digital ? 'BOOK' : input.productType;
  if (!SHOP_PRODUCT_TYPES.includes(productType as ShopProductType)) {
    checks.fields.productType = `Choose one of ${SHOP_PRODUCT_TYPES.join(', ')}.`;
  }
  const labels = input.digital
    ? ['PDF']
    : (checks.check(() => input.variants.map((label) => variantLabelOf(label, 'variants'))) ?? []);
  if (!input.digital && labels.length === 0) checks.fields.variants = 'Give at least one variant (e.g. A2).';
  if (new Set(labels).size !== labels.length) checks.fields.variants = 'Each variant has its own label.';
  checks.done();
  if (!texts || priceAmount === null) throw new InputError(checks.fields);
  return { texts, priceAmount, productType: productType as ShopProductType, labels };
}

/**
 * Adds a physical product or an e-book, unpublished, with its variants (stock 0) in one audited
 * write. Books are taxed at the reduced rate and other goods at the standard one; e-books as digital
 * supplies, never shipped (docs/products.md).
 */
export async function createProduct(
  input: CreateProductInput,
  deps: Pick<StaffDeps, 'admin' | 'staff'>,
  now: Date = new Date(),
) {
  const staff = requireStaff(deps.staff, 'products.write');
  const product = validProduct(input);
  return auditedWrite(deps.admin.db, staff, async (tx) => {
    if (await adminProductEditingWrites.urlTaken(tx, product.texts.url, null)) {
      throw new InputError({ url: 'Another product has this address.' });
    }
    const row = await adminProductEditingWrites.insertProduct(
      tx,
      {
        ...product.texts,
        productType: product.productType,
        priceAmount: product.priceAmount,
        currency: 'EUR',
        digital: input.digital,
        shippingRequired: !input.digital,
        vatCategory: input.digital ? 'digital' : product.productType === 'BOOK' ? 'reduced' : 'standard',
        categories: input.digital ? ['E-books'] : [],
        publishedAt: null,
        updatedAt: now,
      },
      product.labels,
    );
    await notifyChange(tx, { topic: 'products', ids: [String(row.id)] });
    return {
      result: row,
      audit: {
        action: 'product.create',
        entityType: 'physical-product',
        entityId: String(row.id),
        before: null,
        after: {
          ...product.texts,
          productType: row.productType,
          digital: row.digital,
          variants: product.labels,
        },
      },
    };
  });
}
