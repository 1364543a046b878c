import type { ConfiguratorFamily } from './configurator-data.ts';

/** Buy the whole family, or single styles of it. */
export type PurchaseScope = 'family' | 'styles';

export interface ProductChoice {
  scope: PurchaseScope;
  /** FONT product ids of the chosen single styles (of the family's first encoding). */
  styleProductIds: readonly string[];
  /** Chosen encodings, in the family's order; never empty. */
  encodingIds: readonly string[];
}

type FamilyProduct = ConfiguratorFamily['fontProducts'][number];

/** The family's encodings in its own order (those it sells a FAMILY product for). */
export function soldEncodingIds(family: ConfiguratorFamily): string[] {
  const sold = new Set(family.fontProducts.flatMap((product) => product.encodingIDs));
  const ordered = family.familyEncodings.map((entry) => entry.encoding.id).filter((id) => sold.has(id));
  return ordered.length > 0 ? ordered : [...sold];
}

export function initialProductChoice(family: ConfiguratorFamily): ProductChoice {
  return { scope: 'family', styleProductIds: [], encodingIds: soldEncodingIds(family).slice(0, 1) };
}

/** The styles offered one by one: those of the family's first encoding. */
export function singleStyles(family: ConfiguratorFamily): FamilyProduct['children'] {
  return family.fontProducts[0]?.children ?? [];
}

/** The FAMILY product of the first chosen encoding (prices count the other chosen encodings). */
export function familyProductFor(
  family: ConfiguratorFamily,
  encodingIds: readonly string[],
): FamilyProduct | undefined {
  const first = encodingIds[0];
  return (
    family.fontProducts.find((product) => first !== undefined && product.encodingIDs.includes(first)) ??
    family.fontProducts[0]
  );
}

/** The product ids to price and buy; empty when single styles are wanted but none is chosen. */
export function productIdsFor(family: ConfiguratorFamily, choice: ProductChoice): string[] {
  if (choice.scope === 'family') {
    const product = familyProductFor(family, choice.encodingIds);
    return product ? [product.id] : [];
  }
  const offered = new Set(singleStyles(family).map((style) => style.id));
  return choice.styleProductIds.filter((id) => offered.has(id));
}

/** Turns one encoding on or off, keeping the family's order; the last chosen one stays on. */
export function toggleEncoding(
  family: ConfiguratorFamily,
  current: readonly string[],
  encodingId: string,
  on: boolean,
): string[] {
  const wanted = new Set(current);
  if (on) wanted.add(encodingId);
  else if (wanted.size > 1) wanted.delete(encodingId);
  return soldEncodingIds(family).filter((id) => wanted.has(id));
}

export function toggleStyle(current: readonly string[], productId: string, on: boolean): string[] {
  const without = current.filter((id) => id !== productId);
  return on ? [...without, productId] : without;
}

/** The cart line's name until the summary answers: the family, or the chosen styles. */
export function choiceTitle(family: ConfiguratorFamily, choice: ProductChoice): string {
  if (choice.scope === 'family') return familyProductFor(family, choice.encodingIds)?.title ?? family.title;
  const titles = singleStyles(family)
    .filter((style) => choice.styleProductIds.includes(style.id))
    .map((style) => style.style?.title ?? style.title);
  return `${family.title} ${titles.join(', ')}`;
}
