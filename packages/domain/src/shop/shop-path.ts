import { SHOP_LISTING_TYPES, type ShopListing, type ShopProductType } from './shop-listing.ts';
import { shopSlug, valueForSlug } from './shop-slug.ts';
import {
  DEFAULT_SHOP_SORT,
  isShopSort,
  type ShopSort,
  type ShopSortField,
  shopSortField,
} from './shop-sort.ts';

/** The filters of a listing, in their URL order. */
export const SHOP_FILTER_KEYS = ['category', 'publisher', 'language'] as const;
export type ShopFilterKey = (typeof SHOP_FILTER_KEYS)[number];

/** What a listing URL says: one slug per chosen filter and the sort key. */
export interface ShopListingState {
  filters: Partial<Record<ShopFilterKey, string>>;
  sort: ShopSort;
}

/**
 * The path of a listing: `/{listing}`, then `/{key}/{slug}` for each chosen filter in the order
 * category, publisher, language, then the sort key unless it is the default (newest). Given the same
 * state it always builds the same path, so every listing has one canonical URL.
 */
export function buildShopPath(listing: ShopListing, state: Partial<ShopListingState> = {}): string {
  const segments: string[] = [listing];
  for (const key of SHOP_FILTER_KEYS) {
    const slug = state.filters?.[key];
    if (slug) segments.push(key, encodeURIComponent(slug));
  }
  const sort = state.sort ?? DEFAULT_SHOP_SORT;
  if (sort !== DEFAULT_SHOP_SORT) segments.push(sort);
  return `/${segments.join('/')}`;
}

/**
 * Reads the segments after the listing (`['category', 'prints', 'a-z']`). Filters may come in any
 * order, the default sort may be written out and a trailing key without a value is dropped;
 * `buildShopPath` gives the canonical form. Null for anything else: an unknown word, a value that is
 * not a slug, a filter given twice, a second sort key.
 */
export function parseShopSegments(segments: readonly string[]): ShopListingState | null {
  const state: ShopListingState = { filters: {}, sort: DEFAULT_SHOP_SORT };
  let sortSeen = false;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = decodeSegment(segments[index] ?? '');
    if (segment === null) return null;
    if (isShopSort(segment)) {
      if (sortSeen) return null;
      sortSeen = true;
      state.sort = segment;
      continue;
    }
    const key = SHOP_FILTER_KEYS.find((filterKey) => filterKey === segment);
    if (!key || state.filters[key] !== undefined) return null;
    // A key as the last segment (a breadcrumb's link, say) chooses nothing: it is dropped.
    if (index === segments.length - 1) break;
    const value = decodeSegment(segments[index + 1] ?? '');
    if (!value || value !== shopSlug(value)) return null;
    state.filters[key] = value;
    index += 1;
  }
  return state;
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The facet values a listing offers (readPhysicalProductsFilter). */
export interface ShopFacets {
  categories: readonly string[];
  publishers: readonly string[];
  languages: readonly string[];
}

const FACET_OF: Record<ShopFilterKey, keyof ShopFacets> = {
  category: 'categories',
  publisher: 'publishers',
  language: 'languages',
};

/** The arguments of readPhysicalProducts for a listing state. */
export interface ShopQuery {
  productType: ShopProductType | null;
  categories: string[];
  publishers: string[];
  languages: string[];
  sortBy: ShopSortField;
}

/**
 * Turns a listing's slugs into the values the API filters by, using the values the listing offers.
 * Null when a slug names no value of this listing (the page answers 404).
 */
export function shopQueryFor(
  listing: ShopListing,
  state: ShopListingState,
  facets: ShopFacets,
): ShopQuery | null {
  const query: ShopQuery = {
    productType: SHOP_LISTING_TYPES[listing],
    categories: [],
    publishers: [],
    languages: [],
    sortBy: shopSortField(state.sort),
  };
  for (const key of SHOP_FILTER_KEYS) {
    const slug = state.filters[key];
    if (slug === undefined) continue;
    const value = valueForSlug(slug, facets[FACET_OF[key]]);
    if (value === null) return null;
    query[FACET_OF[key]].push(value);
  }
  return query;
}

/**
 * The state after choosing a filter value, or clearing it with null. Choosing the value already
 * chosen clears it, so a filter link toggles.
 */
export function withShopFilter(
  state: ShopListingState,
  key: ShopFilterKey,
  value: string | null,
): ShopListingState {
  const slug = value === null ? undefined : shopSlug(value);
  const filters = { ...state.filters };
  if (slug === undefined || filters[key] === slug) delete filters[key];
  else filters[key] = slug;
  return { ...state, filters };
}
