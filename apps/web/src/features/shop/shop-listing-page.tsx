import { DEFAULT_PAGE } from '@foundry/domain';
import type { ShopListing } from '@foundry/domain/shop/shop-listing';
import { buildShopPath } from '@foundry/domain/shop/shop-path';
import { SHOP_SORTS } from '@foundry/domain/shop/shop-sort';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { serverT } from '../../lib/i18n/server-translation.ts';
import { loadShopListing } from './load-shop-listing.ts';
import { ProductList } from './product-list.tsx';
import { ShopFilterBar } from './shop-filter-bar.tsx';
import { ShopSortSelect } from './shop-sort-select.tsx';

export interface ShopListingRouteProps {
  params: Promise<{ segments?: string[] }>;
}

/** Title and description of a listing; the book listing has its own (docs/routes.md). */
export async function shopListingMetadata(
  listing: ShopListing,
  { params }: ShopListingRouteProps,
): Promise<Metadata> {
  const t = serverT();
  const segments = (await params).segments ?? [];
  return {
    title: t(`shop.metaTitles.${listing}`),
    description: t(`shop.descriptions.${listing}`),
    // Filtered and sorted views are the same products: search engines index the bare listing.
    alternates: { canonical: `/${listing}` },
    ...(segments.length > 0 ? { robots: { index: false, follow: true } } : {}),
  };
}

/**
 * A shop listing, rendered on the server from cached reads (no cookie is read): title and
 * description, the filter bar, the sort select and the products with "Load more". The route shows
 * page 1; later pages (`?page=N`) come from app/listing-page, which the proxy serves them from.
 */
export async function ShopListingPage({
  listing,
  params,
  page = DEFAULT_PAGE,
}: ShopListingRouteProps & { listing: ShopListing; page?: number }) {
  const segments = (await params).segments ?? [];
  const loaded = await loadShopListing(listing, segments, page);
  if (loaded.kind === 'not-found') notFound();
  if (loaded.kind === 'redirect') permanentRedirect(loaded.path);

  const t = serverT();
  const sortOptions = SHOP_SORTS.map((sort) => ({
    key: sort.key,
    label: t(`shop.sortOptions.${sort.key}`),
    href: buildShopPath(listing, { ...loaded.state, sort: sort.key }),
  }));
  return (
    <div className="page shop-listing" data-listing={listing}>
      <header className="shop-listing__header">
        <h1>{t(`shop.titles.${listing}`)}</h1>
        <p className="shop-listing__description">{t(`shop.descriptions.${listing}`)}</p>
      </header>
      <div className="shop-listing__controls">
        <ShopFilterBar listing={listing} state={loaded.state} facets={loaded.facets} t={t} />
        <ShopSortSelect label={t('shop.sort')} options={sortOptions} current={loaded.state.sort} />
      </div>
      <ProductList
        key={`${loaded.path}?${page}`}
        nodes={loaded.nodes}
        pageInfo={loaded.pageInfo}
        page={loaded.page}
        pageSize={loaded.pageSize}
        query={loaded.query}
        path={loaded.path}
      />
    </div>
  );
}
