import { describe, expect, it } from 'vitest';
import { hostOfHeader, isAllowedHost, normaliseDomain } from './webfonts-domains.ts';

describe('web font project domains', () => {
  it('keeps host names in lower case without a trailing dot', () => {
    expect(normaliseDomain(' Example.COM. ')).toBe('example.com');
    expect(normaliseDomain('shop.example.co.uk')).toBe('shop.example.co.uk');
    expect(normaliseDomain('localhost')).toBe('localhost');
    expect(normaliseDomain('127.0.0.1')).toBe('127.0.0.1');
  });

  it('takes an http(s) scheme and a leading wildcard, storing the host', () => {
    expect(normaliseDomain('https://Example.com/')).toBe('example.com');
    expect(normaliseDomain('http://shop.example.com')).toBe('shop.example.com');
    expect(normaliseDomain('*.Example.org')).toBe('*.example.org');
    expect(normaliseDomain('https://*.example.org/')).toBe('*.example.org');
  });

  it('refuses other schemes, ports, paths, bad wildcards and words that are no host', () => {
    for (const bad of [
      'ftp://example.com',
      '*.com',
      '*example.com',
      'a.*.example.com',
      '*.localhost',
      '*.127.0.0.1',
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
    expect(isAllowedHost('a.b.example.org', ['*.example.org'])).toBe(true);
    expect(isAllowedHost('example.org', ['*.example.org'])).toBe(false);
    expect(isAllowedHost('evilexample.org', ['*.example.org'])).toBe(false);
  });
});
