import type { FamilyRow, StyleRow } from '../../repositories/family-repository.ts';
import type { ProductChildRow, ProductRow } from '../../repositories/product-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { groupBy } from '../../utils/group-by.ts';

/** Products with what pricing and display need, loaded in a fixed number of statements. */
export interface LoadedFontProducts {
  byId: Map<number, ProductRow>;
  /** FAMILY → FONTs, COLLECTION/SUITE → FAMILYs (and those FAMILYs' FONTs), in order. */
  childrenOf: Map<number, ProductChildRow[]>;
  families: Map<number, FamilyRow>;
  styles: Map<number, StyleRow>;
  /** The encodings each family is sold in. */
  soldEncodings: Map<number, number[]>;
}

/**
 * Loads the products and two levels of children (a bundle's families and their styles), then their
 * families, styles and sold encodings: five statements whatever the number of ids.
 */
export async function loadFontProducts(
  repositories: Pick<Repositories, 'products'>,
  ids: readonly number[],
): Promise<LoadedFontProducts> {
  const { products } = repositories;
  const unique = [...new Set(ids)];
  const [rows, children] = await Promise.all([products.byIds(unique), products.childrenOf(unique)]);
  // Only a bundle's children have children of their own (FAMILY → FONT).
  const grandchildren = await products.childrenOf([
    ...new Set(children.filter((child) => child.kind === 'FAMILY').map((child) => child.id)),
  ]);
  const all = [...rows, ...children, ...grandchildren];
  const familyIds = [...new Set(all.flatMap((row) => (row.familyId === null ? [] : [row.familyId])))];
  const styleIds = [...new Set(all.flatMap((row) => (row.styleId === null ? [] : [row.styleId])))];
  const [families, styles, sold] = await Promise.all([
    products.familiesByIds(familyIds),
    products.stylesByIds(styleIds),
    products.soldEncodingsOfFamilies(familyIds),
  ]);
  const soldEncodings = new Map<number, number[]>();
  for (const [familyId, links] of groupBy(sold, (link) => link.familyId)) {
    soldEncodings.set(
      familyId,
      links.map((link) => link.encodingId),
    );
  }
  return {
    byId: new Map(all.map((row) => [row.id, row])),
    childrenOf: groupBy([...children, ...grandchildren], (child) => child.parentId),
    families: new Map(families.map((family) => [family.id, family])),
    styles: new Map(styles.map((style) => [style.id, style])),
    soldEncodings,
  };
}
