import { describe, expect, it } from 'vitest';
import { isShopListing, productPath, SHOP_LISTING_TYPES, shopListingOf } from './shop-listing.ts';
import { isShopSort, SHOP_SORTS, shopSortField } from './shop-sort.ts';

describe('shop listings', () => {
  it('gives books, posters, t-shirts and totes their own listing and /products every product', () => {
    expect(SHOP_LISTING_TYPES).toEqual({
      books: 'BOOK',
      posters: 'POSTER',
      tshirts: 'TSHIRT',
      totes: 'TOTE',
      products: null,
    });
    expect(shopListingOf('TSHIRT')).toBe('tshirts');
    expect(shopListingOf('MUG')).toBe('products');
  });

  it('knows its listing names only', () => {
    expect(isShopListing('posters')).toBe(true);
    expect(isShopListing('toString')).toBe(false);
  });

  it('puts a product at /product/{url}', () => {
    expect(productPath('inter-in-use')).toBe('/product/inter-in-use');
    expect(productPath('a b')).toBe('/product/a%20b');
  });
});

describe('shop sort', () => {
  it('offers A-Z, Z-A, Oldest and Newest with their API orders', () => {
    expect(SHOP_SORTS.map((sort) => [sort.label, shopSortField(sort.key)])).toEqual([
      ['A-Z', 'A_Z'],
      ['Z-A', 'Z_A'],
      ['Oldest', 'OLDEST'],
      ['Newest', 'NEWEST'],
    ]);
    expect(isShopSort('newest')).toBe(true);
    expect(isShopSort('price')).toBe(false);
  });
});
