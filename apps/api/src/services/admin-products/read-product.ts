import { STAFF_ERROR, StaffError } from '@foundry/errors';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

/** One product with its variants, their newest stock movements and, for an e-book, its file. */
export async function readProduct(id: number, deps: Pick<StaffDeps, 'admin' | 'staff'>) {
  requireStaff(deps.staff, 'products.write');
  const product = await deps.admin.products.findById(id);
  if (!product) throw new StaffError(STAFF_ERROR.NOT_FOUND, 'No such product.');
  const variants = await deps.admin.products.variantsOf(id);
  const [movements, ebookFile] = await Promise.all([
    deps.admin.products.movementsOf(variants.map((variant) => variant.id)),
    product.digital ? deps.admin.products.ebookFileOf(id) : Promise.resolve(null),
  ]);
  return { product, variants, movements, ebookFile };
}

export type ProductDetail = Awaited<ReturnType<typeof readProduct>>;
