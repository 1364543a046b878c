import type { CartSelection } from '@foundry/domain';
import { describe, expect, it } from 'vitest';
import { canSavePriceCalculation } from './can-save-price-calculation.ts';

const font: CartSelection = {
  kind: 'font',
  productIds: ['1'],
  encodingIds: ['1'],
  licenses: [],
  selectionIndex: 0,
};
const physical = (shippingRequired: boolean): CartSelection => ({
  kind: 'physical',
  product: {
    id: '9',
    title: shippingRequired ? 'Poster' : 'Specimen e-book',
    percentageVAT: 21,
    price: { amount: 1000, currency: 'EUR' },
    availability: 1,
  },
  quantity: 1,
  shippingRequired,
  accountRequired: false,
  selectionIndex: 1,
});

describe('canSavePriceCalculation', () => {
  it('is offered to a signed-in buyer (a billing address id) with fonts and digital products only', () => {
    expect(canSavePriceCalculation([font], '5')).toBe(true);
    expect(canSavePriceCalculation([font, physical(false)], '5')).toBe(true);
  });

  it('is not offered with physical goods, to guests or for an empty cart', () => {
    expect(canSavePriceCalculation([font, physical(true)], '5')).toBe(false);
    expect(canSavePriceCalculation([font], null)).toBe(false);
    expect(canSavePriceCalculation([], '5')).toBe(false);
    // A product marked as goods counts as goods even when it needs no shipping (collected).
    const collected = physical(false);
    if (collected.kind !== 'physical') throw new Error('physical expected');
    expect(
      canSavePriceCalculation([{ ...collected, product: { ...collected.product, digital: false } }], '5'),
    ).toBe(false);
  });
});
