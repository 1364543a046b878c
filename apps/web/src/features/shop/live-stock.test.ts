import { describe, expect, it } from 'vitest';
import { type LiveStock, withLiveStock } from './live-stock.ts';
import type { ShopProduct } from './load-shop-product.ts';

const EUR = (amount: number) => ({ amount, currency: 'EUR' });

const CACHED: ShopProduct = {
  id: '9',
  title: 'Nine Weights Poster',
  url: 'weights-poster-inter',
  body: 'A poster.',
  productType: 'POSTER',
  coverBgColor: null,
  coverImage: null,
  images: [],
  attributes: [],
  price: EUR(2400),
  percentageVAT: 21,
  oldPrice: EUR(2900),
  available: true,
  availability: 5,
  shippingRequired: true,
  accountRequired: false,
  digital: false,
  categories: [],
  publishers: [],
  languages: [],
  variants: [
    { id: '31', label: 'A2', available: true, availability: 3, price: EUR(2400) },
    { id: '32', label: '50 × 70 cm', available: true, availability: 2, price: EUR(3400) },
  ],
};

const NOW: LiveStock = {
  id: '9',
  url: 'weights-poster-inter',
  price: EUR(2200),
  oldPrice: null,
  available: true,
  availability: 1,
  variants: [
    { id: '31', available: true, availability: 1, price: EUR(2200) },
    { id: '32', available: false, availability: 0, price: EUR(3400) },
  ],
};

describe('withLiveStock', () => {
  it('shows the stock and prices read now over those of the cached page', () => {
    const shown = withLiveStock(CACHED, NOW);
    expect(shown.availability).toBe(1);
    expect(shown.price).toEqual(EUR(2200));
    expect(shown.oldPrice).toBeNull();
    expect(shown.variants.map((variant) => [variant.label, variant.availability, variant.available])).toEqual(
      [
        ['A2', 1, true],
        ['50 × 70 cm', 0, false],
      ],
    );
    // What the live read does not carry stays as cached.
    expect(shown.title).toBe('Nine Weights Poster');
    expect(shown.body).toBe('A poster.');
  });

  it('keeps the cached page as it is before the read answers, or for another product', () => {
    expect(withLiveStock(CACHED, undefined)).toBe(CACHED);
    expect(withLiveStock(CACHED, { ...NOW, id: '10' })).toBe(CACHED);
  });

  it('keeps a variant the live read no longer lists as the page had it', () => {
    const shown = withLiveStock(CACHED, {
      ...NOW,
      variants: [NOW.variants[0] as LiveStock['variants'][number]],
    });
    expect(shown.variants[1]).toEqual(CACHED.variants[1]);
  });
});
