import { describe, expect, it } from 'vitest';
import {
  CLUB_POINT_PRICE_MINOR_UNITS,
  clubPointsPrice,
  MAX_CLUB_POINTS_PER_ORDER,
} from './club-points-price.ts';

describe('clubPointsPrice', () => {
  it('charges CLUB_POINT_PRICE_MINOR_UNITS per point', () => {
    expect(clubPointsPrice(250)).toEqual({ amount: 250 * CLUB_POINT_PRICE_MINOR_UNITS, currency: 'EUR' });
    expect(clubPointsPrice(MAX_CLUB_POINTS_PER_ORDER)?.amount).toBe(MAX_CLUB_POINTS_PER_ORDER * 10);
  });

  it('refuses zero, negative, fractional and too many points', () => {
    for (const points of [0, -5, 1.5, MAX_CLUB_POINTS_PER_ORDER + 1, Number.NaN]) {
      expect(clubPointsPrice(points)).toBeNull();
    }
  });
});
