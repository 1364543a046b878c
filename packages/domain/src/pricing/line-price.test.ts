import { describe, expect, it } from 'vitest';
import { lineOldPrice, linePrice } from './line-price.ts';

describe('cart line prices', () => {
  it('gives a line the unit price times the quantity', () => {
    expect(linePrice(1200, 3)).toBe(3600);
  });

  it('gives a line the old unit price times the quantity, or none', () => {
    expect(lineOldPrice(1500, 3)).toBe(4500);
    expect(lineOldPrice(null, 3)).toBeNull();
  });
});
