import { describe, expect, it } from 'vitest';
import { pagedListingOf } from './paged-listing.ts';

describe('pagedListingOf', () => {
  it('names /fonts, its category pages and the shop listings with their filters', () => {
    expect(pagedListingOf(['fonts'])).toEqual({ kind: 'fonts' });
    expect(pagedListingOf(['fonts', 'optical-sizes'])).toEqual({ kind: 'category', slug: 'optical-sizes' });
    expect(pagedListingOf(['books'])).toEqual({ kind: 'shop', listing: 'books', segments: [] });
    expect(pagedListingOf(['posters', 'a', 'b'])).toEqual({
      kind: 'shop',
      listing: 'posters',
      segments: ['a', 'b'],
    });
  });

  it('is null for a family page and any other page', () => {
    expect(pagedListingOf(['fonts', 'inter'])).toBeNull();
    expect(pagedListingOf(['fonts', 'variable', 'x'])).toBeNull();
    expect(pagedListingOf(['help'])).toBeNull();
    expect(pagedListingOf([])).toBeNull();
  });
});
