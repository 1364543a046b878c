import { type CategorySlug, FONT_CATEGORY_SLUGS } from '../../lib/routing/font-category-slugs.ts';

export type { CategorySlug };

/** How a category page finds its families. */
export type CategorySource =
  | { kind: 'groups'; groupType: 'GlobalFonts' | 'Superfamily' | 'OpticalSizes' }
  | { kind: 'variable' }
  | { kind: 'tagged'; category: 'smart' | 'legibility' };

export interface FontCategory {
  /** The page's path segment under /fonts and the key of its texts (fontCategories.<slug>). */
  slug: CategorySlug;
  source: CategorySource;
}

const SOURCES: Readonly<Record<CategorySlug, CategorySource>> = {
  global: { kind: 'groups', groupType: 'GlobalFonts' },
  variable: { kind: 'variable' },
  smart: { kind: 'tagged', category: 'smart' },
  superfamilies: { kind: 'groups', groupType: 'Superfamily' },
  legibility: { kind: 'tagged', category: 'legibility' },
  'optical-sizes': { kind: 'groups', groupType: 'OpticalSizes' },
};

/** The font category pages (docs/routes.md), in the order their links are shown. */
export const FONT_CATEGORIES: readonly FontCategory[] = FONT_CATEGORY_SLUGS.map((slug) => ({
  slug,
  source: SOURCES[slug],
}));

export function categoryPath(slug: CategorySlug): string {
  return `/fonts/${slug}`;
}

/** The path of a page of a category list: page 1 is the bare path. */
export function categoryPagePath(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
