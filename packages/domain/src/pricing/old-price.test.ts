import { describe, expect, it } from 'vitest';
import { money } from '../money/money.ts';
import { sumOfOldPrices, sumOfPrices } from './old-price.ts';

const eur = (amount: number) => money(amount, 'EUR');

describe('old prices of products bought together', () => {
  it('adds the prices', () => {
    expect(
      sumOfPrices(
        [
          { price: eur(100), oldPrice: null },
          { price: eur(250), oldPrice: eur(300) },
        ],
        'EUR',
      ),
    ).toEqual(eur(350));
    expect(sumOfPrices([], 'EUR')).toEqual(eur(0));
  });

  it('adds the old prices, counting a product without one at its price', () => {
    expect(
      sumOfOldPrices(
        [
          { price: eur(100), oldPrice: null },
          { price: eur(250), oldPrice: eur(300) },
        ],
        'EUR',
      ),
    ).toEqual(eur(400));
  });

  it('has no old price when no product has one', () => {
    expect(sumOfOldPrices([{ price: eur(100), oldPrice: null }], 'EUR')).toBeNull();
    expect(sumOfOldPrices([], 'EUR')).toBeNull();
  });
});
