/** What one line of an order is, in the order of the database enum. */
export const ORDER_ITEM_KINDS = [
  'FONT_FAMILY_PRODUCT',
  'PHYSICAL_PRODUCT',
  'EBOOK_PRODUCT',
  'GENERIC_PRODUCT',
  'AFFILIATE_PRODUCT',
  'CORPORATE_FONT',
  'WEBFONTS_SERVICE_MONTH',
  'WEBFONTS_SERVICE_MONTH_TRAFFIC',
] as const;
export type OrderItemKind = (typeof ORDER_ITEM_KINDS)[number];
