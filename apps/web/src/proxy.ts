import { type NextRequest, NextResponse } from 'next/server';
import { readRuntimeConfig } from './lib/env/runtime-config.ts';
import { publicAddressOf, queryRewrite } from './lib/routing/query-rewrites.ts';
import { contentSecurityPolicy, createNonce } from './lib/security/content-security-policy.ts';
import { isPerRequestPage } from './lib/security/per-request-pages.ts';

/**
 * Sets every page's Content-Security-Policy (docs/adr/0004-content-security-policy.md). Pages rendered
 * per request (account, checkout) get a fresh nonce, which Next reads back from the request's CSP
 * header and puts on its scripts; cached public pages get the policy without one, since their HTML
 * is shared by every visitor. A public page that depends on its query string (`?page=`, `?share=`) is
 * served from an internal route that carries the value in its path, so it is cached like any other
 * (lib/routing/query-rewrites.ts); those internal routes are not addresses of their own.
 */
export function proxy(request: NextRequest) {
  const inputs = {
    config: readRuntimeConfig(),
    paymentProvider: process.env.PAYMENT_PROVIDER?.trim(),
    development: process.env.NODE_ENV === 'development',
  };
  const { pathname, searchParams } = request.nextUrl;
  const publicAddress = publicAddressOf(pathname);
  if (publicAddress) return NextResponse.redirect(new URL(publicAddress, request.url), 308);
  if (!isPerRequestPage(pathname)) {
    const rewrite = queryRewrite(pathname, searchParams);
    const response = rewrite ? NextResponse.rewrite(new URL(rewrite, request.url)) : NextResponse.next();
    response.headers.set('content-security-policy', contentSecurityPolicy(null, inputs));
    return response;
  }
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, inputs);
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
    // Prefetches too when the query picks the page: a prefetch of `?page=2` must fetch page two.
    { source: '/:path*', has: [{ type: 'query', key: 'page' }] },
    { source: '/fonts/:family', has: [{ type: 'query', key: 'share' }] },
    {
      // Pages only: not the built assets, the image optimizer, JSON routes or the error tunnel.
      source: '/((?!_next/static|_next/image|api/|monitoring|favicon.ico).*)',
      missing: [
        { type: 'header', key: 'next-router-prefetch' },
        { type: 'header', key: 'purpose', value: 'prefetch' },
      ],
    },
  ],
};
