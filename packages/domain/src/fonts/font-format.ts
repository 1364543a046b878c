/** The font file formats the shop stores, in the order of the database enum. */
export const FONT_FORMATS = ['woff2', 'woff', 'ttf', 'otf'] as const;
export type FontFileFormat = (typeof FONT_FORMATS)[number];
