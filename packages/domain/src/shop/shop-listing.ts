/** The physical product types of the shop, in the order of the database enum. */
export const SHOP_PRODUCT_TYPES = ['BOOK', 'POSTER', 'TOTE', 'TSHIRT'] as const;
export type ShopProductType = (typeof SHOP_PRODUCT_TYPES)[number];

/** The first path segment of a shop listing (docs/routes.md). */
export type ShopListing = 'books' | 'posters' | 'tshirts' | 'totes' | 'products';

/**
 * Which products each listing shows: books, posters, t-shirts and totes have their own listing,
 * /products is the general one and shows every product (null: no type filter).
 */
export const SHOP_LISTING_TYPES: Readonly<Record<ShopListing, ShopProductType | null>> = {
  books: 'BOOK',
  posters: 'POSTER',
  tshirts: 'TSHIRT',
  totes: 'TOTE',
  products: null,
};

export const SHOP_LISTINGS = Object.keys(SHOP_LISTING_TYPES) as ShopListing[];

export function isShopListing(value: string): value is ShopListing {
  return Object.hasOwn(SHOP_LISTING_TYPES, value);
}

/** The listing a product belongs to, e.g. POSTER → 'posters'; unknown types go to /products. */
export function shopListingOf(productType: string): ShopListing {
  return SHOP_LISTINGS.find((listing) => SHOP_LISTING_TYPES[listing] === productType) ?? 'products';
}

/** The product page: `/product/{url}` (docs/shop-contract.md, Web app). */
export function productPath(url: string): string {
  return `/product/${encodeURIComponent(url)}`;
}
