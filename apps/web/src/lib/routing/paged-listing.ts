import { isShopListing, type ShopListing } from '@foundry/domain/shop/shop-listing';
import { type CategorySlug, FONT_CATEGORY_SLUGS } from './font-category-slugs.ts';

/** A listing that pages with `?page=`, named by its path. */
export type PagedListing =
  | { kind: 'fonts' }
  | { kind: 'category'; slug: CategorySlug }
  | { kind: 'shop'; listing: ShopListing; segments: string[] };

const isCategorySlug = (value: string): value is CategorySlug =>
  (FONT_CATEGORY_SLUGS as readonly string[]).includes(value);

/**
 * The listing at these path segments (`['fonts']`, `['fonts', 'variable']`, `['books', ...filters]`),
 * or null when the path is not a paged listing (a family page, any other page).
 */
export function pagedListingOf(segments: readonly string[]): PagedListing | null {
  const [first, second, ...rest] = segments;
  if (first === 'fonts') {
    if (second === undefined) return { kind: 'fonts' };
    return rest.length === 0 && isCategorySlug(second) ? { kind: 'category', slug: second } : null;
  }
  if (first !== undefined && isShopListing(first)) {
    return { kind: 'shop', listing: first, segments: segments.slice(1) };
  }
  return null;
}
