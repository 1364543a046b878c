import { describe, expect, it } from 'vitest';
import { affiliateLink, isAffiliateCode } from './affiliate-link.ts';

describe('affiliateLink', () => {
  it('is the home page with the code, whatever path the public URL has', () => {
    expect(affiliateLink('https://shop.example', 'AB-12')).toBe('https://shop.example/?affiliate=AB-12');
    expect(affiliateLink('http://localhost:3000/some/page', 'x_1')).toBe(
      'http://localhost:3000/?affiliate=x_1',
    );
  });
});

describe('isAffiliateCode', () => {
  it('accepts URL-safe codes of 1–64 characters only', () => {
    expect(isAffiliateCode('AB-12_x')).toBe(true);
    expect(isAffiliateCode('')).toBe(false);
    expect(isAffiliateCode('a b')).toBe(false);
    expect(isAffiliateCode('<script>')).toBe(false);
    expect(isAffiliateCode('x'.repeat(65))).toBe(false);
    expect(isAffiliateCode(42)).toBe(false);
  });
});
