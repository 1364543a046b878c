/** How a category page finds its families. */
export type CategorySource =
  | { kind: 'groups'; groupType: 'GlobalFonts' | 'Superfamily' | 'OpticalSizes' }
  | { kind: 'variable' }
  | { kind: 'tagged'; category: 'smart' | 'legibility' };

export type CategorySlug = 'global' | 'variable' | 'smart' | 'superfamilies' | 'legibility' | 'optical-sizes';

export interface FontCategory {
  /** The page's path segment under /fonts and the key of its texts (fontCategories.<slug>). */
  slug: CategorySlug;
  source: CategorySource;
}

/** The font category pages (docs/routes.md), in the order their links are shown. */
export const FONT_CATEGORIES: readonly FontCategory[] = [
  { slug: 'global', source: { kind: 'groups', groupType: 'GlobalFonts' } },
  { slug: 'variable', source: { kind: 'variable' } },
  { slug: 'smart', source: { kind: 'tagged', category: 'smart' } },
  { slug: 'superfamilies', source: { kind: 'groups', groupType: 'Superfamily' } },
  { slug: 'legibility', source: { kind: 'tagged', category: 'legibility' } },
  { slug: 'optical-sizes', source: { kind: 'groups', groupType: 'OpticalSizes' } },
];

export function categoryPath(slug: CategorySlug): string {
  return `/fonts/${slug}`;
}

/** The path of a page of a category list: page 1 is the bare path. */
export function categoryPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
