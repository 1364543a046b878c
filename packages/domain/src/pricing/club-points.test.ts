import { describe, expect, it } from 'vitest';
import { clubPointsFor } from './club-points.ts';

describe('clubPointsFor', () => {
  it('earns a point per whole currency unit of the discounted font subtotal only', () => {
    expect(
      clubPointsFor([
        { amount: 5099, discount: 0, isFont: true },
        { amount: 2000, discount: 500, isFont: true },
        { amount: 9900, discount: 0, isFont: false },
      ]),
    ).toBe(65);
  });

  it('earns nothing for physical goods alone', () => {
    expect(clubPointsFor([{ amount: 9900, discount: 0, isFont: false }])).toBe(0);
  });
});
