import type { Db } from '../client.ts';
import { productChildren, products } from '../schema/index.ts';

export type FamilyProductInput = {
  familyId: number;
  encodingId: number;
  title: string;
  priceAmount: number;
  oldPriceAmount?: number | null;
  styles: { id: number; title: string }[];
  stylePrice: number;
  sort: number;
};

/** A FONT product per style and a FAMILY product (per encoding) whose children are those FONTs. */
export async function insertFamilyProducts(db: Db, input: FamilyProductInput): Promise<number> {
  const fontRows = await db
    .insert(products)
    .values(
      input.styles.map((style, index) => ({
        kind: 'FONT' as const,
        familyId: input.familyId,
        styleId: style.id,
        encodingId: input.encodingId,
        title: `${input.title} ${style.title}`,
        priceAmount: input.stylePrice,
        currency: 'EUR',
        sort: input.sort * 1000 + index,
      })),
    )
    .returning({ id: products.id });
  const [family] = await db
    .insert(products)
    .values({
      kind: 'FAMILY',
      familyId: input.familyId,
      encodingId: input.encodingId,
      title: input.title,
      priceAmount: input.priceAmount,
      oldPriceAmount: input.oldPriceAmount ?? null,
      currency: 'EUR',
      sort: input.sort * 1000,
    })
    .returning({ id: products.id });
  if (!family) throw new Error(`family product ${input.title} was not inserted`);
  if (fontRows.length > 0) {
    await db
      .insert(productChildren)
      .values(fontRows.map((row, index) => ({ parentId: family.id, childId: row.id, sort: index })));
  }
  return family.id;
}

/** A family's price when the foundry gives none: 40 % of its styles, as a whole euro amount minus a cent. */
export function defaultFamilyPrice(stylePrice: number, styleCount: number): number {
  const raw = stylePrice * styleCount * 0.4;
  return Math.max(stylePrice, Math.ceil(raw / 100) * 100 - 1);
}
