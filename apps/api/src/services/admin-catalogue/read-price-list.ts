import type { PricedFamilyRow, PricedProductRow } from '../../repositories/admin/admin-price-repository.ts';
import { requireStaff } from '../staff/require-staff.ts';
import type { StaffDeps } from '../staff/staff-deps.ts';

export interface PriceList {
  families: (PricedFamilyRow & { products: PricedProductRow[] })[];
  /** COLLECTION and SUITE products: they belong to no one family. */
  bundles: PricedProductRow[];
}

/** Every family with its FAMILY and FONT products' base prices, and the bundles, for staff. */
export async function readPriceList(deps: Pick<StaffDeps, 'admin' | 'staff'>): Promise<PriceList> {
  requireStaff(deps.staff, 'catalogue.write');
  const [families, products] = await Promise.all([
    deps.admin.prices.families(),
    deps.admin.prices.products(),
  ]);
  const byFamily = new Map<number, PricedProductRow[]>();
  for (const product of products) {
    if (product.familyId === null) continue;
    byFamily.set(product.familyId, [...(byFamily.get(product.familyId) ?? []), product]);
  }
  // A family's own product first, then its single styles.
  const familyFirst = (a: PricedProductRow, b: PricedProductRow) =>
    Number(b.kind === 'FAMILY') - Number(a.kind === 'FAMILY');
  return {
    families: families.map((family) => ({
      ...family,
      products: (byFamily.get(family.id) ?? []).sort(familyFirst),
    })),
    bundles: products.filter((product) => product.familyId === null),
  };
}
