import { describe, expect, it } from 'vitest';
import { splitAmount } from './split-amount.ts';

describe('splitAmount', () => {
  it('splits in proportion and always adds up to the amount', () => {
    expect(splitAmount(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(splitAmount(1029, [4900, 2450])).toEqual([686, 343]);
    expect(splitAmount(0, [3, 5])).toEqual([0, 0]);
    for (const [amount, weights] of [
      [9_999, [1, 2, 3, 4]],
      [7, [10, 10, 10]],
      [123_457, [2900, 2900, 12_500, 1]],
    ] as const) {
      const parts = splitAmount(amount, weights);
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount);
      expect(parts.every((part) => Number.isInteger(part) && part >= 0)).toBe(true);
    }
  });

  it('gives the leftover units to the largest remainders, the first of equals', () => {
    expect(splitAmount(5, [1, 2])).toEqual([2, 3]);
    expect(splitAmount(2, [1, 1, 1])).toEqual([1, 1, 0]);
  });

  it('gives everything to the first part without weights, and nothing to no parts', () => {
    expect(splitAmount(250, [0, 0])).toEqual([250, 0]);
    expect(splitAmount(250, [])).toEqual([]);
  });

  it('keeps the sign of a negative amount', () => {
    expect(splitAmount(-5, [1, 2])).toEqual([-2, -3]);
  });

  it('refuses fractions of a minor unit and negative weights', () => {
    expect(() => splitAmount(1.5, [1])).toThrow(RangeError);
    expect(() => splitAmount(10, [1, -1])).toThrow(RangeError);
  });
});
