import { describe, expect, it } from 'vitest';
import { migrateLegacyCart } from './migrate-legacy-cart.ts';

const price = { amount: 2000, currency: 'EUR' };

describe('migrateLegacyCart', () => {
  it('adds selectionIndexes and defaults shippingRequired and accountRequired to true', () => {
    const cart = migrateLegacyCart([
      { product: { id: 'p1', title: 'Poster', price, availability: 4, percentageVAT: 21 }, quantity: 2 },
      { product: { id: 'p2', title: 'Tote', price, availability: 4 }, quantity: 1, shippingRequired: false },
    ]);
    expect(cart).toEqual([
      expect.objectContaining({
        kind: 'physical',
        selectionIndex: 0,
        quantity: 2,
        shippingRequired: true,
        accountRequired: true,
      }),
      expect.objectContaining({ selectionIndex: 1, shippingRequired: false, accountRequired: true }),
    ]);
  });

  it('renames licence option fields to name and value and turns encodings into encodingIds', () => {
    const [font] = migrateLegacyCart([
      {
        productIds: ['font-1'],
        encodings: [{ id: 'latin' }, 'cyrillic'],
        licenses: [
          { id: 'desktop', options: [{ id: 'computers', choice: '5' }] },
          {
            id: 'third-party-1',
            options: [{ option: 'index', choiceId: '1' }],
            licenseName: 'Ada',
            licenseIndex: 1,
          },
        ],
        preRelease: false,
      },
    ]);
    expect(font).toEqual({
      kind: 'font',
      productIds: ['font-1'],
      encodingIds: ['latin', 'cyrillic'],
      licenses: [
        { id: 'desktop', options: [{ name: 'computers', value: '5' }] },
        {
          id: 'third-party-1',
          options: [{ name: 'index', value: '1' }],
          licenseName: 'Ada',
          licenseIndex: 1,
        },
      ],
      preRelease: false,
      selectionIndex: 0,
    });
  });

  it('keeps current carts as they are and numbers new lines after the taken indexes', () => {
    const current = [
      { kind: 'font', productIds: ['a'], encodingIds: ['e'], licenses: [], selectionIndex: 3 },
      { kind: 'font', productIds: ['b'], encodingIds: [], licenses: [], selectionIndex: 3 },
      { productIds: ['c'], encodingIds: [], licenses: [] },
    ];
    expect(migrateLegacyCart(current).map((s) => s.selectionIndex)).toEqual([3, 4, 5]);
    const once = migrateLegacyCart(current);
    expect(migrateLegacyCart(once)).toEqual(once);
  });

  it('reads the { products } shape and drops what it cannot understand', () => {
    const cart = migrateLegacyCart({
      products: [
        null,
        'x',
        { quantity: 2 },
        { product: { id: 'p', price }, quantity: 0 },
        { productIds: ['f'] },
      ],
    });
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ kind: 'font', productIds: ['f'], encodingIds: [], licenses: [] });
    expect(migrateLegacyCart('nonsense')).toEqual([]);
    expect(migrateLegacyCart(null)).toEqual([]);
  });
});
