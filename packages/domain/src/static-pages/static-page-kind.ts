/** The layouts a static page is shown with. */
export const STATIC_PAGE_KINDS = ['about', 'generic', 'press', 'team'] as const;
export type StaticPageKind = (typeof STATIC_PAGE_KINDS)[number];
