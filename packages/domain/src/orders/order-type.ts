/** What an order sells: fonts, physical products, or a month of the web font service. */
export const ORDER_TYPES = ['FONT', 'PRODUCT', 'WEBFONT_SERVICE'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
