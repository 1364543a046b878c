import { money } from '@foundry/domain';
import DataLoader from 'dataloader';
import type { StyleRow } from '../../repositories/family-repository.ts';
import type { ProductRow } from '../../repositories/product-repository.ts';
import type { Repositories } from '../../repositories/repositories.ts';
import { groupBy } from '../../utils/group-by.ts';
import type { FamilyNode } from '../families/read-families.ts';
import type { FontProductNode } from './font-product-node.ts';

type FamilyProducts = { rows: ProductRow[]; childIds: Map<number, number[]> };

// One loader per request context: a page of families costs two statements, not two per family.
const loaders = new WeakMap<object, DataLoader<number, FamilyProducts>>();

function loaderFor(context: object, repositories: Pick<Repositories, 'products'>) {
  let loader = loaders.get(context);
  if (!loader) {
    loader = new DataLoader<number, FamilyProducts>(async (familyIds) => {
      const rows = await repositories.products.fontProductsOfFamilies(familyIds);
      const links = await repositories.products.childrenOf(
        rows.filter((row) => row.kind === 'FAMILY').map((row) => row.id),
      );
      const childIds = new Map(
        [...groupBy(links, (link) => link.parentId)].map(([parentId, children]) => [
          parentId,
          children.map((child) => child.id),
        ]),
      );
      const byFamily = groupBy(rows, (row) => row.familyId);
      return familyIds.map((id) => ({ rows: byFamily.get(id) ?? [], childIds }));
    });
    loaders.set(context, loader);
  }
  return loader;
}

/**
 * What a family page sells: its FAMILY products (one per encoding) with their FONT children, at base
 * prices (readProducts prices them under a licence selection).
 */
export async function familyFontProducts(
  family: FamilyNode,
  context: {
    repositories: Pick<Repositories, 'products'>;
    loaders: { stylesByFamily: DataLoader<number, StyleRow[]> };
  },
): Promise<FontProductNode[]> {
  const [{ rows, childIds }, styles] = await Promise.all([
    loaderFor(context, context.repositories).load(family.id),
    context.loaders.stylesByFamily.load(family.id),
  ]);
  const node = (row: ProductRow, children: FontProductNode[]): FontProductNode => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    family: { ...family, shownEncodingId: row.encodingId ?? family.shownEncodingId },
    style: row.styleId === null ? null : (styles.find((style) => style.id === row.styleId) ?? null),
    encodingIds: row.encodingId === null ? [] : [row.encodingId],
    unsupportedEncodingIds: [],
    price: money(row.priceAmount, row.currency),
    oldPrice: row.oldPriceAmount === null ? null : money(row.oldPriceAmount, row.currency),
    children,
  });
  const fonts = new Map(rows.filter((row) => row.kind === 'FONT').map((row) => [row.id, node(row, [])]));
  return rows
    .filter((row) => row.kind === 'FAMILY')
    .map((row) =>
      node(
        row,
        (childIds.get(row.id) ?? []).flatMap((id) => {
          const font = fonts.get(id);
          return font ? [font] : [];
        }),
      ),
    );
}
