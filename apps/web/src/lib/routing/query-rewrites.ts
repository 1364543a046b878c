import { pageParam } from './page-param.ts';
import { pagedListingOf } from './paged-listing.ts';

// Public pages whose content depends on the query string are served from the Next cache all the
// same: the proxy moves the query value into the path of an internal route, so each page of a list
// (and each shared tester) is a page of its own in the cache (docs/performance.md, "Query strings").

/** `/listing-page/{page}/{listing path}`: page 2 and later of a listing (`?page=N`). */
export const LISTING_PAGE_ROUTE = '/listing-page';
/** `/shared-family/{share id}/{family}`: a family page opened from a `?share=` link. */
export const SHARED_FAMILY_ROUTE = '/shared-family';

const SHARE_ID = /^[A-Za-z0-9_-]{1,64}$/;

function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter(Boolean);
}

/**
 * The internal path that serves this public request, or null when the page needs no rewrite
 * (no query it depends on, page 1, a value that is not one: those show the plain page).
 */
export function queryRewrite(pathname: string, searchParams: URLSearchParams): string | null {
  const segments = segmentsOf(pathname);
  const listing = pagedListingOf(segments);
  const rawPage = searchParams.get('page');
  if (rawPage !== null && listing) {
    const page = pageParam(rawPage);
    return page > 1 ? `${LISTING_PAGE_ROUTE}/${page}${pathname}` : null;
  }
  const share = searchParams.get('share');
  if (
    share !== null &&
    SHARE_ID.test(share) &&
    segments.length === 2 &&
    segments[0] === 'fonts' &&
    !listing
  ) {
    return `${SHARED_FAMILY_ROUTE}/${share}/${segments[1]}`;
  }
  return null;
}

/**
 * The public address of an internal path visited directly (`/listing-page/2/fonts` →
 * `/fonts?page=2`), so that each page has one address; null for every other path.
 */
export function publicAddressOf(pathname: string): string | null {
  for (const [route, parameter, prefix] of [
    [LISTING_PAGE_ROUTE, 'page', ''],
    [SHARED_FAMILY_ROUTE, 'share', '/fonts'],
  ] as const) {
    if (pathname !== route && !pathname.startsWith(`${route}/`)) continue;
    const [value, ...rest] = segmentsOf(pathname.slice(route.length));
    if (!value || rest.length === 0) return '/';
    return `${prefix}/${rest.join('/')}?${parameter}=${value}`;
  }
  return null;
}
