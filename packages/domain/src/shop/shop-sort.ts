/** The sort keys of a shop listing as they appear in its URL. */
export type ShopSort = 'a-z' | 'z-a' | 'oldest' | 'newest';

/** The API's names of the same orders (PhysicalProductSort). */
export type ShopSortField = 'A_Z' | 'Z_A' | 'OLDEST' | 'NEWEST';

/** Newest first unless the visitor chose otherwise; this key never appears in a URL. */
export const DEFAULT_SHOP_SORT: ShopSort = 'newest';

/** The options in the order the sort select offers them (docs/routes.md). */
export const SHOP_SORTS: readonly { key: ShopSort; field: ShopSortField; label: string }[] = [
  { key: 'a-z', field: 'A_Z', label: 'A-Z' },
  { key: 'z-a', field: 'Z_A', label: 'Z-A' },
  { key: 'oldest', field: 'OLDEST', label: 'Oldest' },
  { key: 'newest', field: 'NEWEST', label: 'Newest' },
];

export function isShopSort(value: string): value is ShopSort {
  return SHOP_SORTS.some((sort) => sort.key === value);
}

export function shopSortField(sort: ShopSort): ShopSortField {
  return SHOP_SORTS.find((option) => option.key === sort)?.field ?? 'NEWEST';
}
