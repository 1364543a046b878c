import { type NextRequest, NextResponse } from 'next/server';
import { publicAddressOf, queryRewrite } from './lib/routing/query-rewrites.ts';
import {
  contentSecurityPolicy,
  createNonce,
  policyInputsOf,
} from './lib/security/content-security-policy.ts';
import { isPerRequestPage } from './lib/security/per-request-pages.ts';

/**
 * Runs only where a request needs it (the matcher below), not on every cached page: running it
 * cost a cached page more than a third of its time (docs/performance.md, "Serving a cached page").
 * - Pages rendered per request (account, checkout) get a fresh nonce in their Content-Security-Policy
 *   (docs/adr/0004-content-security-policy.md), which Next reads back from the request's CSP header
 *   and puts on its scripts. Every other page gets the policy without a nonce from next.config's
 *   headers, since its HTML is shared by every visitor.
 * - A public page that depends on its query string (`?page=`, `?share=`) is served from an internal
 *   route that carries the value in its path, so it is cached like any other
 *   (lib/routing/query-rewrites.ts); those internal routes are not addresses of their own.
 */
export function proxy(request: NextRequest) {
  const { pathname, searchParams } = request.nextUrl;
  const publicAddress = publicAddressOf(pathname);
  if (publicAddress) return NextResponse.redirect(new URL(publicAddress, request.url), 308);
  if (!isPerRequestPage(pathname)) {
    const rewrite = queryRewrite(pathname, searchParams);
    return rewrite ? NextResponse.rewrite(new URL(rewrite, request.url)) : NextResponse.next();
  }
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, policyInputsOf());
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

// Literal values only (Next reads them at build time). The per-request prefixes are those of
// lib/security/per-request-pages.ts; proxy-matcher.test.ts checks that the two agree.
export const config = {
  matcher: [
    // Prefetches too when the query picks the page: a prefetch of `?page=2` must fetch page two.
    { source: '/:path*', has: [{ type: 'query', key: 'page' }] },
    { source: '/fonts/:family', has: [{ type: 'query', key: 'share' }] },
    // The internal routes of those pages, visited directly: redirected to their public address.
    '/listing-page/:path*',
    '/shared-family/:path*',
    // The pages rendered per request, for their nonce (not their prefetches, which carry no HTML).
    {
      source: '/checkout/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/my_account/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/orders/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
    {
      source: '/pay/:path*',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
