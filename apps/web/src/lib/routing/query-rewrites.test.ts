import { describe, expect, it } from 'vitest';
import { publicAddressOf, queryRewrite } from './query-rewrites.ts';

const rewrite = (address: string) => {
  const url = new URL(address, 'http://shop.test');
  return queryRewrite(url.pathname, url.searchParams);
};

describe('queryRewrite', () => {
  it('serves page 2 and later of a listing from the listing-page route', () => {
    expect(rewrite('/fonts?page=2')).toBe('/listing-page/2/fonts');
    expect(rewrite('/fonts/variable?page=3')).toBe('/listing-page/3/fonts/variable');
    expect(rewrite('/books?page=2')).toBe('/listing-page/2/books');
    expect(rewrite('/books/language-de/price?page=4')).toBe('/listing-page/4/books/language-de/price');
  });

  it('leaves page 1, a page that is not a number and pages without a listing alone', () => {
    expect(rewrite('/fonts')).toBeNull();
    expect(rewrite('/fonts?page=1')).toBeNull();
    expect(rewrite('/fonts?page=two')).toBeNull();
    expect(rewrite('/fonts?page=-3')).toBeNull();
    expect(rewrite('/fonts/inter?page=2')).toBeNull();
    expect(rewrite('/help?page=2')).toBeNull();
  });

  it('serves a family page opened from a share link from the shared-family route', () => {
    expect(rewrite('/fonts/inter?share=Ab_3-xYz1234')).toBe('/shared-family/Ab_3-xYz1234/inter');
    expect(rewrite('/fonts/inter?share=not/a/share')).toBeNull();
    expect(rewrite('/fonts/inter/latin?share=Ab_3')).toBeNull();
    expect(rewrite('/fonts/variable?share=Ab_3')).toBeNull();
  });
});

describe('publicAddressOf', () => {
  it('sends a direct visit of an internal route to its public address', () => {
    expect(publicAddressOf('/listing-page/2/fonts')).toBe('/fonts?page=2');
    expect(publicAddressOf('/listing-page/2/books/language-de')).toBe('/books/language-de?page=2');
    expect(publicAddressOf('/shared-family/Ab_3/inter')).toBe('/fonts/inter?share=Ab_3');
    expect(publicAddressOf('/listing-page')).toBe('/');
  });

  it('leaves every other path alone', () => {
    expect(publicAddressOf('/fonts')).toBeNull();
    expect(publicAddressOf('/listing-pages')).toBeNull();
  });
});
