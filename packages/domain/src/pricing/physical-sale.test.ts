import { describe, expect, it } from 'vitest';
import { lowestPriceBefore, type PhysicalPriceFacts, physicalPriceAt, saleIsOn } from './physical-sale.ts';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const poster: PhysicalPriceFacts = {
  priceAmount: 3000,
  oldPriceAmount: null,
  salePriceAmount: 2000,
  saleStartsAt: day('2026-12-01'),
  saleEndsAt: day('2026-12-10'),
  saleLowestPriorAmount: 2800,
};

describe('physicalPriceAt', () => {
  it('charges the regular price before the sale, the sale price during it, the regular after', () => {
    expect(physicalPriceAt(poster, null, day('2026-11-30'))).toEqual({
      priceAmount: 3000,
      oldPriceAmount: null,
    });
    // During the sale the struck-through price is the lowest of the 30 days before it.
    expect(physicalPriceAt(poster, null, day('2026-12-01'))).toEqual({
      priceAmount: 2000,
      oldPriceAmount: 2800,
    });
    expect(physicalPriceAt(poster, null, day('2026-12-10'))).toEqual({
      priceAmount: 3000,
      oldPriceAmount: null,
    });
  });

  it('keeps a variant of its own price out of the sale', () => {
    expect(physicalPriceAt(poster, 4500, day('2026-12-05'))).toEqual({
      priceAmount: 4500,
      oldPriceAmount: null,
    });
  });

  it('runs an open-ended sale from its start on', () => {
    const open = { ...poster, saleStartsAt: null, saleEndsAt: null };
    expect(saleIsOn(open, day('2030-01-01'))).toBe(true);
    expect(saleIsOn({ ...open, salePriceAmount: null }, day('2030-01-01'))).toBe(false);
  });
});

describe('lowestPriceBefore', () => {
  const start = day('2026-12-01');

  it('is the current price when no price was recorded', () => {
    expect(lowestPriceBefore([], 3000, start)).toBe(3000);
  });

  it('takes the lowest price in force during the 30 days before the sale', () => {
    const history = [
      { priceAmount: 2500, since: day('2026-01-01') },
      { priceAmount: 3500, since: day('2026-11-20') },
    ];
    // 2500 was in force when the window opened (2026-11-01) until 2026-11-20.
    expect(lowestPriceBefore(history, 3500, start)).toBe(2500);
  });

  it('forgets prices that ended before the window and ignores those set after the start', () => {
    const history = [
      { priceAmount: 1000, since: day('2026-01-01') },
      { priceAmount: 3000, since: day('2026-10-01') },
      { priceAmount: 500, since: day('2026-12-02') },
    ];
    expect(lowestPriceBefore(history, 500, start)).toBe(3000);
  });
});
