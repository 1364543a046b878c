import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CategoryPage, categoryMetadata } from '../../../../features/font-categories/server.ts';
import { ShopListingPage, shopListingMetadata } from '../../../../features/shop/server.ts';
import { renderOnFirstVisit } from '../../../../lib/cache/render-on-first-visit.ts';
import { pageParam } from '../../../../lib/routing/page-param.ts';
import { type PagedListing, pagedListingOf } from '../../../../lib/routing/paged-listing.ts';
import { FontsPage, fontsMetadata } from '../../../fonts/fonts-page.tsx';

// Page 2 and later of a listing: the proxy serves `/fonts?page=3` from `/listing-page/3/fonts`
// (lib/routing/query-rewrites.ts), so each page is rendered once and cached like page 1.
export const generateStaticParams = renderOnFirstVisit;

interface ListingPageProps {
  params: Promise<{ page: string; path: string[] }>;
}

async function pageAndListing(props: ListingPageProps): Promise<{ page: number; listing: PagedListing }> {
  const { page: rawPage, path } = await props.params;
  const page = pageParam(rawPage);
  const listing = pagedListingOf(path);
  // The proxy sends page 2 and later only; page 1 has its own route.
  if (page < 2 || String(page) !== rawPage || !listing) notFound();
  return { page, listing };
}

export async function generateMetadata(props: ListingPageProps): Promise<Metadata> {
  const { listing } = await pageAndListing(props);
  if (listing.kind === 'fonts') return fontsMetadata;
  if (listing.kind === 'category') return categoryMetadata(listing.slug);
  return shopListingMetadata(listing.listing, { params: Promise.resolve({ segments: listing.segments }) });
}

export default async function ListingPage(props: ListingPageProps) {
  const { page, listing } = await pageAndListing(props);
  if (listing.kind === 'fonts') return <FontsPage page={page} />;
  if (listing.kind === 'category') return <CategoryPage slug={listing.slug} page={page} />;
  return (
    <ShopListingPage
      listing={listing.listing}
      params={Promise.resolve({ segments: listing.segments })}
      page={page}
    />
  );
}
