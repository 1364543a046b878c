import type { CartSelection } from '@foundry/domain';
import { describe, expect, it } from 'vitest';
import { checkoutSteps } from './checkout-steps.ts';

const price = { amount: 100, currency: 'EUR' };
const desktop = { id: 'desktop', options: [{ name: 'computers', value: '1' }] };
const thirdParty = { id: 'third-party-1', options: [{ name: 'index', value: '1' }], licenseIndex: 1 };
const font = (licenses = [desktop]): CartSelection => ({
  kind: 'font',
  productIds: ['f'],
  encodingIds: [],
  licenses,
  selectionIndex: 0,
});
const book: CartSelection = {
  kind: 'physical',
  product: { id: 'b', title: 'Book', percentageVAT: 9, price, availability: 3 },
  quantity: 1,
  shippingRequired: true,
  accountRequired: false,
  selectionIndex: 1,
};

const ebook: CartSelection = {
  kind: 'physical',
  product: { id: 'e', title: 'E-book', percentageVAT: 21, price, availability: 1, digital: true },
  quantity: 1,
  shippingRequired: false,
  accountRequired: false,
  selectionIndex: 2,
};

describe('checkoutSteps', () => {
  it('an e-book alone has no shipping step', () => {
    expect(checkoutSteps([ebook])).toEqual(['review', 'information', 'confirm', 'pay']);
    // A cart kept from before the flag existed says shippingRequired; the e-book is still not posted.
    expect(checkoutSteps([{ ...ebook, shippingRequired: true }])).toEqual([
      'review',
      'information',
      'confirm',
      'pay',
    ]);
    expect(checkoutSteps([ebook, book])).toEqual(['review', 'information', 'shipping', 'confirm', 'pay']);
  });

  it('a font without third parties: review, information, confirm, pay', () => {
    expect(checkoutSteps([font()])).toEqual(['review', 'information', 'confirm', 'pay']);
  });

  it('adds third parties only when a digital item has a third-party licence', () => {
    expect(checkoutSteps([font([desktop, thirdParty])])).toEqual([
      'review',
      'information',
      'thirdParties',
      'confirm',
      'pay',
    ]);
  });

  it('adds shipping only with a physical item, keeping the fixed order', () => {
    expect(checkoutSteps([book])).toEqual(['review', 'information', 'shipping', 'confirm', 'pay']);
    expect(checkoutSteps([book, font([thirdParty, desktop])])).toEqual([
      'review',
      'information',
      'thirdParties',
      'shipping',
      'confirm',
      'pay',
    ]);
  });
});
