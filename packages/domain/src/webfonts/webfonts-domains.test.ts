import { describe, expect, it } from 'vitest';
import { hostOfHeader, isAllowedHost, normaliseDomain } from './webfonts-domains.ts';

describe('web font project domains', () => {
  it('keeps host names in lower case without a trailing dot', () => {
    expect(normaliseDomain(' Example.COM. ')).toBe('example.com');
    expect(normaliseDomain('shop.example.co.uk')).toBe('shop.example.co.uk');
    expect(normaliseDomain('localhost')).toBe('localhost');
    expect(normaliseDomain('127.0.0.1')).toBe('127.0.0.1');
  });

  it('refuses schemes, ports, paths and words that are no host', () => {
    for (const bad of [
      'https://example.com',
      'example.com/fonts',
      'example.com:8080',
      'example',
      '',
      '-a.com',
      'a..com',
      '1.2.3',
    ]) {
      expect(normaliseDomain(bad), bad).toBeNull();
    }
  });

  it('matches the Origin or Referer host to a domain or its www. host', () => {
    expect(hostOfHeader('https://www.Example.com/page?x=1')).toBe('www.example.com');
    expect(hostOfHeader('null')).toBeNull();
    expect(hostOfHeader('file:///x')).toBeNull();
    expect(isAllowedHost('www.example.com', ['example.com'])).toBe(true);
    expect(isAllowedHost('example.com', ['example.com'])).toBe(true);
    expect(isAllowedHost('evil-example.com', ['example.com'])).toBe(false);
    expect(isAllowedHost('example.com.evil.net', ['example.com'])).toBe(false);
    expect(isAllowedHost(null, ['example.com'])).toBe(false);
  });
});
