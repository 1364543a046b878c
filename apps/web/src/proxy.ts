import { type NextRequest, NextResponse } from 'next/server';
import { readRuntimeConfig } from './lib/env/runtime-config.ts';
import { contentSecurityPolicy, createNonce } from './lib/security/content-security-policy.ts';

/**
 * Gives every page a fresh nonce and its Content-Security-Policy. Next reads the nonce back from the
 * request's CSP header and puts it on its own scripts (docs/adr/0004-content-security-policy.md).
 */
export function proxy(request: NextRequest) {
  const nonce = createNonce();
  const policy = contentSecurityPolicy(nonce, {
    config: readRuntimeConfig(),
    paymentProvider: process.env.PAYMENT_PROVIDER?.trim(),
    development: process.env.NODE_ENV === 'development',
  });
  const headers = new Headers(request.headers);
  headers.set('x-nonce', nonce);
  headers.set('content-security-policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('content-security-policy', policy);
  return response;
}

export const config = {
  matcher: [
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
