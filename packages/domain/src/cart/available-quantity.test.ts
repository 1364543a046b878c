import { describe, expect, it } from 'vitest';
import { availableQuantity, canAddPhysicalItem } from './available-quantity.ts';

describe('availableQuantity', () => {
  it('subtracts what is already in the cart', () => {
    expect(availableQuantity(5, 0)).toBe(5);
    expect(availableQuantity(5, 2)).toBe(3);
    expect(availableQuantity(5, 5)).toBe(0);
  });

  it('never goes below zero when stock fell after adding', () => {
    expect(availableQuantity(1, 3)).toBe(0);
  });
});

describe('canAddPhysicalItem', () => {
  it('needs at least one available', () => {
    expect(canAddPhysicalItem(1)).toBe(true);
    expect(canAddPhysicalItem(12)).toBe(true);
    expect(canAddPhysicalItem(0)).toBe(false);
    expect(canAddPhysicalItem(-1)).toBe(false);
  });
});
