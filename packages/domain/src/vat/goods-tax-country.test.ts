import { describe, expect, it } from 'vitest';
import { goodsTaxCountry } from './goods-tax-country.ts';

describe('goodsTaxCountry', () => {
  it("taxes collected goods in the seller's country", () => {
    expect(
      goodsTaxCountry({ sellerCountry: 'CZ', collected: true, deliveryCountry: 'DE', invoiceCountry: 'DE' }),
    ).toBe('CZ');
  });

  it('taxes shipped goods where they go, else in the invoice country', () => {
    expect(
      goodsTaxCountry({ sellerCountry: 'CZ', collected: false, deliveryCountry: 'US', invoiceCountry: 'DE' }),
    ).toBe('US');
    expect(
      goodsTaxCountry({ sellerCountry: 'CZ', collected: false, deliveryCountry: null, invoiceCountry: 'FR' }),
    ).toBe('FR');
    expect(
      goodsTaxCountry({ sellerCountry: 'CZ', collected: false, deliveryCountry: null, invoiceCountry: null }),
    ).toBeNull();
  });
});
