/** Most selections a cart may hold (font and physical together); more is refused, not truncated. */
export const MAX_CART_SELECTIONS = 100;
/** Most items of one physical selection. */
export const MAX_SELECTION_QUANTITY = 999;
