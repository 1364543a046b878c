import { money } from '@foundry/domain';
import type DataLoader from 'dataloader';
import type { StyleRow } from '../../repositories/family-repository.ts';
import type { ProductRow, ProductWithChildIds } from '../../repositories/product-repository.ts';
import type { FamilyNode } from '../families/read-families.ts';
import type { FontProductNode } from './font-product-node.ts';

/**
 * What a family page sells: its FAMILY products (one per encoding) with their FONT children, at base
 * prices (readProducts prices them under a licence selection).
 */
export async function familyFontProducts(
  family: FamilyNode,
  context: {
    loaders: {
      stylesByFamily: Pick<DataLoader<number, StyleRow[]>, 'load'>;
      productsByFamily: Pick<DataLoader<number, ProductWithChildIds[]>, 'load'>;
    };
  },
): Promise<FontProductNode[]> {
  const { loaders } = context;
  // The same loaders as the family's prices: a page of families costs one statement for its
  // products and their children's ids, whatever the fields asked.
  const [rows, styles] = await Promise.all([
    loaders.productsByFamily.load(family.id),
    loaders.stylesByFamily.load(family.id),
  ]);
  const familyRows = rows.filter((row) => row.kind === 'FAMILY');
  const styleById = new Map(styles.map((style) => [style.id, style]));
  // One family object per encoding shown, shared by its products (a page lists hundreds).
  const familyIn = new Map<number | null, FamilyNode>();
  const shownFamily = (encodingId: number | null): FamilyNode => {
    const shownEncodingId = encodingId ?? family.shownEncodingId;
    let shown = familyIn.get(shownEncodingId);
    if (!shown) {
      shown = { ...family, shownEncodingId };
      familyIn.set(shownEncodingId, shown);
    }
    return shown;
  };
  const node = (row: ProductRow, children: FontProductNode[]): FontProductNode => ({
    id: row.id,
    kind: row.kind,
    title: row.title,
    family: shownFamily(row.encodingId),
    style: row.styleId === null ? null : (styleById.get(row.styleId) ?? null),
    encodingIds: row.encodingId === null ? [] : [row.encodingId],
    unsupportedEncodingIds: [],
    price: money(row.priceAmount, row.currency),
    oldPrice: row.oldPriceAmount === null ? null : money(row.oldPriceAmount, row.currency),
    children,
  });
  const fonts = new Map(rows.filter((row) => row.kind === 'FONT').map((row) => [row.id, node(row, [])]));
  return familyRows.map((row) =>
    node(
      row,
      row.childIds.flatMap((id) => {
        const font = fonts.get(id);
        return font ? [font] : [];
      }),
    ),
  );
}
