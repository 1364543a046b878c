import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from '../env/runtime-config.ts';
import { contentSecurityPolicy, createNonce } from './content-security-policy.ts';

function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const local = readRuntimeConfig({});
// The page blocks' maps and videos: the only frames a page has without reCAPTCHA or Adyen.
const PAGE_BLOCK_FRAMES = [
  'https://www.google.com',
  'https://www.openstreetmap.org',
  'https://www.youtube-nocookie.com',
  'https://player.vimeo.com',
];

describe('contentSecurityPolicy', () => {
  it('allows scripts only with the nonce, and nothing from anywhere else by default', () => {
    const policy = directivesOf(
      contentSecurityPolicy('abc123', { config: local, paymentProvider: undefined, development: false }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'nonce-abc123'", "'strict-dynamic'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(PAGE_BLOCK_FRAMES);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
  });

  it("allows the site's own scripts and the inline bootstrap on cached pages, without a nonce", () => {
    const policy = directivesOf(
      contentSecurityPolicy(null, { config: local, paymentProvider: undefined, development: false }),
    );
    expect(policy.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('lets pages reach the API for requests, fonts, images, video and the test bank form', () => {
    const policy = directivesOf(
      contentSecurityPolicy('n', {
        config: readRuntimeConfig({
          API_URL: 'https://api.shop.example/',
          PUBLIC_URL: 'https://shop.example',
        }),
        paymentProvider: 'test',
        development: false,
      }),
    );
    for (const directive of ['connect-src', 'font-src', 'img-src', 'media-src', 'form-action']) {
      expect(policy.get(directive)).toContain('https://api.shop.example');
    }
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['data:', 'blob:']));
    expect(policy.get('form-action')).toEqual(["'self'", 'https://api.shop.example']);
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('adds reCAPTCHA and Plausible hosts only when they are configured', () => {
    const config = readRuntimeConfig({
      RECAPTCHA_SITE_KEY: 'site-key',
      PLAUSIBLE_DOMAIN: 'shop.example',
      PLAUSIBLE_HOST: 'https://plausible.io/',
    });
    const policy = directivesOf(
      contentSecurityPolicy('n', { config, paymentProvider: undefined, development: false }),
    );
    expect(policy.get('script-src')).toEqual(
      expect.arrayContaining(['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/']),
    );
    expect(policy.get('frame-src')).toContain('https://www.google.com/recaptcha/');
    expect(policy.get('connect-src')).toEqual(expect.arrayContaining(['https://plausible.io']));
    const plain = directivesOf(
      contentSecurityPolicy('n', { config: local, paymentProvider: undefined, development: false }),
    );
    // Only the page blocks' frames name Google without reCAPTCHA (its maps).
    expect(plain.get('frame-src')).toEqual(PAGE_BLOCK_FRAMES);
    plain.delete('frame-src');
    expect([...plain.values()].flat().join(' ')).not.toMatch(/google|gstatic|plausible/);
  });

  it('opens form posts to card issuers only with Adyen, and eval only in development', () => {
    const adyen = directivesOf(
      contentSecurityPolicy('n', { config: local, paymentProvider: 'adyen', development: false }),
    );
    expect(adyen.get('form-action')).toContain('https:');
    // The Drop-in's session requests, logos and card-field frames; the issuer's 3-D Secure frames.
    expect(adyen.get('connect-src')).toContain('https://*.adyen.com');
    expect(adyen.get('img-src')).toContain('https://*.adyen.com');
    expect(adyen.get('frame-src')).toEqual([...PAGE_BLOCK_FRAMES, 'https://*.adyen.com', 'https:']);
    const test = directivesOf(
      contentSecurityPolicy('n', { config: local, paymentProvider: 'test', development: false }),
    );
    const sources = [...test.values()].flat();
    expect(sources).not.toContain('https:');
    expect(sources.join(' ')).not.toMatch(/adyen/);
    expect(test.get('frame-src')).toEqual(PAGE_BLOCK_FRAMES);
    expect(adyen.get('script-src')).not.toContain("'unsafe-eval'");
    const dev = directivesOf(
      contentSecurityPolicy('n', { config: local, paymentProvider: undefined, development: true }),
    );
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
  });

  it('makes a different 128-bit nonce each time', () => {
    const nonces = new Set(Array.from({ length: 50 }, createNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(atob(nonce)).toHaveLength(16);
  });
});
