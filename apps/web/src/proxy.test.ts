import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from './proxy.ts';

describe('proxy', () => {
  it('answers a per-request page with a CSP carrying a fresh nonce, and hands Next the same nonce', () => {
    const first = proxy(new NextRequest('http://localhost:3000/checkout'));
    const second = proxy(new NextRequest('http://localhost:3000/checkout'));
    const policy = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("frame-ancestors 'none'");
    // Next renders with the request headers the proxy passes on (x-middleware-request-*).
    expect(first.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(second.headers.get('content-security-policy')).not.toBe(policy);
  });

  it('leaves a cached public page to the shared policy of next.config: no nonce, no policy of its own', () => {
    const response = proxy(new NextRequest('http://localhost:3000/fonts/inter'));
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('x-middleware-request-x-nonce')).toBeNull();
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });

  it('serves a later page of a listing from its internal route, without a nonce', () => {
    const response = proxy(new NextRequest('http://localhost:3000/fonts?page=2'));
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/listing-page/2/fonts');
    expect(response.headers.get('x-middleware-request-x-nonce')).toBeNull();
    expect(
      proxy(new NextRequest('http://localhost:3000/fonts')).headers.get('x-middleware-rewrite'),
    ).toBeNull();
  });

  it('sends a direct visit of an internal route to its public address', () => {
    const response = proxy(new NextRequest('http://localhost:3000/listing-page/2/fonts/variable'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('http://localhost:3000/fonts/variable?page=2');
  });
});
