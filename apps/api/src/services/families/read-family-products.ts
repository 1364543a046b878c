import type { Repositories } from '../../repositories/repositories.ts';
import { parseId } from '../ids/parse-ids.ts';
import { familyFontProducts } from '../products/family-font-products.ts';
import type { FontProductNode } from '../products/font-product-node.ts';
import { findFamily } from './find-family.ts';

type ProductsContext = {
  repositories: Pick<Repositories, 'families' | 'products'>;
  loaders: Parameters<typeof familyFontProducts>[1]['loaders'];
};

/** A FAMILY product sold for the encoding (one without an encoding is sold for every encoding). */
function soldFor(product: FontProductNode, encodingId: number | null): boolean {
  return product.encodingIds.length === 0 || encodingId === null || product.encodingIds.includes(encodingId);
}

/**
 * The complete family as the family page offers it first: the FAMILY product of the family's default
 * encoding at its base price; null for a family that sells none.
 */
export async function readFamilyMainProduct(
  args: { familyID: string | number },
  context: ProductsContext,
): Promise<FontProductNode | null> {
  const family = await findFamily(context.repositories, args);
  if (!family) return null;
  const products = await familyFontProducts(family, context);
  return products.find((product) => soldFor(product, family.encodingId)) ?? products[0] ?? null;
}

/**
 * What the buy section lists for one encoding (the family's own when none is given): each FAMILY
 * product followed by its FONT products, at base prices.
 */
export async function readFamilyProducts(
  args: { familyID: string | number; encodingID?: string | number | null | undefined },
  context: ProductsContext,
): Promise<FontProductNode[]> {
  const family = await findFamily(context.repositories, args);
  if (!family) return [];
  const encodingId = args.encodingID == null ? family.encodingId : parseId(args.encodingID);
  if (args.encodingID != null && encodingId === null) return [];
  const products = await familyFontProducts(family, context);
  return products
    .filter((product) => soldFor(product, encodingId))
    .flatMap((product) => [product, ...product.children]);
}
