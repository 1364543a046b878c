import { DEFAULT_PAGE_SIZE, type PageInfo } from '@foundry/domain';
import { SHOP_LISTING_TYPES, type ShopListing } from '@foundry/domain/shop/shop-listing';
import {
  buildShopPath,
  parseShopSegments,
  type ShopFacets,
  type ShopListingState,
  type ShopQuery,
  shopQueryFor,
} from '@foundry/domain/shop/shop-path';
import { cache } from 'react';
import { CATALOGUE_REVALIDATE_SECONDS, serverQuery } from '../../lib/graphql/server-query.ts';
import type { ListedProduct } from './product-card.tsx';
import { ReadShopFilterQuery, ReadShopListingQuery } from './queries/read-shop-listing.ts';

export type ShopListingLoad =
  | { kind: 'not-found' }
  | { kind: 'redirect'; path: string }
  | {
      kind: 'listing';
      listing: ShopListing;
      path: string;
      state: ShopListingState;
      facets: ShopFacets;
      query: ShopQuery;
      nodes: ListedProduct[];
      pageInfo: PageInfo;
      page: number;
      pageSize: number;
    };

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The listing's facet values, shared by the page and its metadata within one request. */
const loadFacets = cache(async (listing: ShopListing): Promise<ShopFacets> => {
  const result = await serverQuery(
    ReadShopFilterQuery,
    { productType: SHOP_LISTING_TYPES[listing] },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readPhysicalProductsFilter failed (${result.failure.kind})`);
  return result.data.readPhysicalProductsFilter;
});

/**
 * Reads a listing URL (`/{listing}/{...segments}?page=N`): a URL that is not the canonical form of
 * what it asks for (filters out of order, a written-out 'newest') redirects to it; unknown words
 * or values are 'not-found'. Reads are cached for a minute and no cookie is read, so the page stays
 * cacheable. A failing API throws to the error page.
 */
export async function loadShopListing(
  listing: ShopListing,
  segments: readonly string[],
  page: number,
): Promise<ShopListingLoad> {
  const state = parseShopSegments(segments);
  if (!state) return { kind: 'not-found' };
  const path = buildShopPath(listing, state);
  const canonical = path.split('/').slice(2).map(decoded);
  if (canonical.join('/') !== segments.map(decoded).join('/')) {
    return { kind: 'redirect', path: page > 1 ? `${path}?page=${page}` : path };
  }

  const facets = await loadFacets(listing);
  const query = shopQueryFor(listing, state, facets);
  if (!query) return { kind: 'not-found' };

  const pageSize = DEFAULT_PAGE_SIZE;
  const result = await serverQuery(
    ReadShopListingQuery,
    { ...query, page, pageSize },
    { revalidate: CATALOGUE_REVALIDATE_SECONDS },
  );
  if (!result.ok) throw new Error(`readPhysicalProducts failed (${result.failure.kind})`);
  const { nodes, pageInfo } = result.data.readPhysicalProducts;
  return { kind: 'listing', listing, path, state, facets, query, nodes, pageInfo, page, pageSize };
}
