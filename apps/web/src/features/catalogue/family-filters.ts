import type { Money } from '@foundry/domain';

/** What the /fonts filters read of a family. */
export interface FilterableFamily {
  isIconFamily: boolean;
  flavor?: string | null;
  supportedScripts?: readonly string[];
  variableFonts?: readonly unknown[];
}

/** The filters of /fonts (docs/browsing.md); ALL is no filter on that facet. */
export interface FamilyFilter {
  category: string;
  script: string;
  variableOnly: boolean;
}

export const ALL = 'all';
export const NO_FILTER: FamilyFilter = { category: ALL, script: ALL, variableOnly: false };

/** A family's category: an icon font is 'icons' whatever its flavour; otherwise its flavour (serif…). */
export function categoryOf(family: FilterableFamily): string | null {
  return family.isIconFamily ? 'icons' : (family.flavor ?? null);
}

export function isVariable(family: FilterableFamily): boolean {
  return (family.variableFonts?.length ?? 0) > 0;
}

/** The families every chosen facet lets through, in their order. */
export function filterFamilies<Family extends FilterableFamily>(
  families: readonly Family[],
  filter: FamilyFilter,
): Family[] {
  return families.filter(
    (family) =>
      (filter.category === ALL || categoryOf(family) === filter.category) &&
      (filter.script === ALL || (family.supportedScripts ?? []).includes(filter.script)) &&
      (!filter.variableOnly || isVariable(family)),
  );
}

/** The values a facet offers: only those some family has, in a stable (alphabetical) order. */
export function facetValues(families: readonly FilterableFamily[]) {
  const categories = new Set<string>();
  const scripts = new Set<string>();
  for (const family of families) {
    const category = categoryOf(family);
    if (category) categories.add(category);
    for (const script of family.supportedScripts ?? []) scripts.add(script);
  }
  const sorted = (values: Set<string>) => [...values].sort((a, b) => a.localeCompare(b, 'en'));
  return {
    categories: sorted(categories),
    scripts: sorted(scripts),
    anyVariable: families.some(isVariable),
  };
}

/** The lowest price a family sells at (one style, else the family), for "from €…"; null: no price. */
export function fromPrice(prices: { basicFamily?: Money | null; basicStyle?: Money | null } | undefined) {
  const candidates = [prices?.basicStyle, prices?.basicFamily].filter(
    (price): price is Money => price != null && price.amount > 0,
  );
  if (candidates.length === 0) return null;
  return candidates.reduce((low, price) => (price.amount < low.amount ? price : low));
}
