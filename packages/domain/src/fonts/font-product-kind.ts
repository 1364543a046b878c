/** The levels a font product is sold at: one style, a family, a collection, a suite. */
export const FONT_PRODUCT_KINDS = ['FONT', 'FAMILY', 'COLLECTION', 'SUITE'] as const;
export type FontProductKind = (typeof FONT_PRODUCT_KINDS)[number];
