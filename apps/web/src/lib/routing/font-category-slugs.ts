/** The font category pages, /fonts/{slug} (docs/routes.md), in the order their links are shown. */
export const FONT_CATEGORY_SLUGS = [
  'global',
  'variable',
  'smart',
  'superfamilies',
  'legibility',
  'optical-sizes',
] as const;

export type CategorySlug = (typeof FONT_CATEGORY_SLUGS)[number];
