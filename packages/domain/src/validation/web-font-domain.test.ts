import { describe, expect, it } from 'vitest';
import { isWebFontDomain, normaliseWebFontDomain } from './web-font-domain.ts';

describe('isWebFontDomain', () => {
  it('accepts hosts with an optional scheme and a wildcard', () => {
    for (const value of [
      'example.com',
      'www.example.co.uk',
      '*.example.com',
      'https://shop.example.org',
      'http://*.example.org/',
      'HTTPS://Shop.Example.ORG',
      'localhost',
      'my-shop.example',
      'münchen.de',
      'xn--mnchen-3ya.de',
      '192.168.0.10',
      `${'abcdefghi.'.repeat(25)}com`, // 253 characters, the longest DNS allows
    ]) {
      expect(isWebFontDomain(value)).toBe(true);
    }
  });

  it('refuses paths, spaces, empty labels, ports and misplaced wildcards', () => {
    for (const value of [
      '',
      'example.com/fonts',
      'https://example.com/a b',
      'exa mple.com',
      'example..com',
      '.example.com',
      'example.com.',
      '-example.com',
      'example-.com',
      'example.com:8080',
      'ftp://example.com',
      'https://',
      '*',
      '*.com',
      'shop.*.example.com',
      '*example.com',
      '**.example.com',
      'user@example.com',
      'example.com?x=1',
      `${'a'.repeat(64)}.com`,
      `${'abcdefghi.'.repeat(26)}com`, // 263 characters, DNS allows 253
    ]) {
      expect(isWebFontDomain(value)).toBe(false);
    }
  });
});

describe('normaliseWebFontDomain', () => {
  it('gives the lower-case host without scheme or trailing slash', () => {
    expect(normaliseWebFontDomain(' HTTPS://Shop.Example.org/ ')).toBe('shop.example.org');
    expect(normaliseWebFontDomain('*.Example.com')).toBe('*.example.com');
  });

  it('gives undefined for an invalid domain', () => {
    expect(normaliseWebFontDomain('example.com/fonts')).toBeUndefined();
  });
});
