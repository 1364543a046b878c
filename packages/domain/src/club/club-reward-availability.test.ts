import { describe, expect, it } from 'vitest';
import { isRewardAvailable, isRewardInStock } from './club-reward-availability.ts';

describe('isRewardAvailable', () => {
  it('needs the points and some stock', () => {
    expect(isRewardAvailable({ points: 100, stock: 3 }, 100)).toBe(true);
    expect(isRewardAvailable({ points: 100, stock: null }, 250)).toBe(true);
    expect(isRewardAvailable({ points: 100, stock: 3 }, 99)).toBe(false);
    expect(isRewardAvailable({ points: 100, stock: 0 }, 500)).toBe(false);
  });

  it('treats a missing stock as unlimited', () => {
    expect(isRewardInStock({ stock: null })).toBe(true);
    expect(isRewardInStock({ stock: 0 })).toBe(false);
  });
});
