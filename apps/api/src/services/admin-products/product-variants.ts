import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { adminProductEditingWrites } from '../../repositories/admin/admin-product-editing-writes.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';
import { changeProduct } from './edit-product.ts';
import { variantLabelOf } from './product-input.ts';

type Deps = Pick<StaffDeps, 'admin' | 'staff'>;

const noEbook = (digital: boolean) => {
  if (digital) throw new StaffError(STAFF_ERROR.CONFLICT, 'An e-book has its one variant, the PDF.');
};

/** Adds a variant (stock 0, last in the list) to a physical product. */
export function addProductVariant(input: { productId: number; label: string }, deps: Deps) {
  requireStaff(deps.staff, 'products.write');
  const label = variantLabelOf(input.label);
  return changeProduct(deps, input.productId, async (tx, product) => {
    noEbook(product.digital);
    const known = await adminProductEditingWrites.variantsOf(tx, product.id);
    if (known.some((variant) => variant.label === label)) {
      throw new StaffError(STAFF_ERROR.CONFLICT, `The product has a variant ${label} already.`);
    }
    const variant = await adminProductEditingWrites.addVariant(tx, product.id, label);
    return {
      row: product,
      audit: { action: 'product.variant.add', before: null, after: { variantId: variant.id, label } },
    };
  });
}

type LockedVariant = NonNullable<Awaited<ReturnType<typeof adminProductEditingWrites.lockVariant>>>;
type ProductChange = Parameters<typeof changeProduct>[2];

/** The variant's product, locked as every product change locks it, then the variant itself. */
async function withVariant(
  variantId: number,
  deps: Deps,
  work: (...args: [...Parameters<ProductChange>, LockedVariant]) => ReturnType<ProductChange>,
) {
  requireStaff(deps.staff, 'products.write');
  const productId = await adminProductEditingWrites.productIdOfVariant(deps.admin.db, variantId);
  if (productId === null) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such variant.');
  return changeProduct(deps, productId, async (tx, product) => {
    const locked = await adminProductEditingWrites.lockVariant(tx, variantId);
    if (!locked || locked.variant.physicalProductId !== product.id) {
      throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such variant.');
    }
    noEbook(product.digital);
    return work(tx, product, locked);
  });
}

/** Renames a variant; orders keep the label they were placed with (their own title). */
export function renameProductVariant(input: { variantId: number; label: string }, deps: Deps) {
  requireStaff(deps.staff, 'products.write');
  const label = variantLabelOf(input.label);
  return withVariant(input.variantId, deps, async (tx, product, { variant }) => {
    await adminProductEditingWrites.renameVariant(tx, variant.id, label);
    return {
      row: product,
      audit: { action: 'product.variant.rename', before: { label: variant.label }, after: { label } },
    };
  });
}

/**
 * Removes a variant no order names (an ordered one stays, for the orders' sake) and that is not the
 * product's last: every product has a variant. Its stock history goes with it.
 */
export function removeProductVariant(input: { variantId: number }, deps: Deps) {
  return withVariant(input.variantId, deps, async (tx, product, { variant, siblings }) => {
    if (siblings <= 1) throw new StaffError(STAFF_ERROR.CONFLICT, 'A product keeps at least one variant.');
    if (await adminProductEditingWrites.variantOrdered(tx, variant.id)) {
      throw new StaffError(STAFF_ERROR.CONFLICT, `Orders name the variant ${variant.label}; it stays.`);
    }
    await adminProductEditingWrites.removeVariant(tx, variant.id);
    return {
      row: product,
      audit: {
        action: 'product.variant.remove',
        before: { variantId: variant.id, label: variant.label, stock: variant.stock },
        after: null,
      },
    };
  });
}
