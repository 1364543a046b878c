/** Most selections a cart may hold (font and physical together); more is refused, not truncated. */
export const MAX_CART_SELECTIONS = 100;
/** Most items of one physical selection. */
export const MAX_SELECTION_QUANTITY = 999;
/** Most font products named across a cart's font selections. */
export const MAX_FONT_PRODUCT_IDS = 500;
