import { describe, expect, it } from 'vitest';
import { PER_REQUEST_PAGE_PREFIXES, publicPagesSource } from './lib/security/per-request-pages.ts';
import { config } from './proxy.ts';

const sources = config.matcher.map((entry) => (typeof entry === 'string' ? entry : entry.source));

describe("the proxy's matcher", () => {
  it('takes every per-request page, for its nonce', () => {
    for (const prefix of PER_REQUEST_PAGE_PREFIXES) expect(sources).toContain(`${prefix}/:path*`);
  });

  it('leaves a cached page alone unless its query or an internal route asks for it', () => {
    const plain = sources.filter((source) => source.startsWith('/') && !source.includes('(?'));
    for (const source of plain) {
      expect(
        PER_REQUEST_PAGE_PREFIXES.some((prefix) => source.startsWith(`${prefix}/`)) ||
          ['/listing-page/:path*', '/shared-family/:path*', '/:path*', '/fonts/:family'].includes(source),
        source,
      ).toBe(true);
    }
    const queried = config.matcher.filter((entry) => typeof entry !== 'string' && 'has' in entry);
    expect(queried.map((entry) => (typeof entry === 'string' ? entry : entry.source))).toEqual([
      '/:path*',
      '/fonts/:family',
    ]);
  });
});

describe('publicPagesSource', () => {
  // Next compiles a header source with path-to-regexp; its custom group is a plain regular expression.
  const publicPage = new RegExp(`^${publicPagesSource()}$`);

  it('matches the public pages, which get the cached pages’ policy from next.config', () => {
    for (const path of [
      '/',
      '/fonts',
      '/fonts/inter',
      '/product/x',
      '/orders-without-vat',
      '/payment-security',
    ]) {
      expect(publicPage.test(path), path).toBe(true);
    }
  });

  it('leaves out the per-request pages, whose policy carries a nonce', () => {
    for (const path of [
      '/checkout',
      '/checkout/edit',
      '/my_account',
      '/my_account/orders',
      '/orders/1',
      '/pay/3',
    ]) {
      expect(publicPage.test(path), path).toBe(false);
    }
  });
});
