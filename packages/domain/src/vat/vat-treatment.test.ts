import { describe, expect, it } from 'vitest';
import {
  type CountryVatFacts,
  decideVatTreatment,
  EXPORT_NOTE_SERVICES,
  REVERSE_CHARGE_NOTE_GOODS,
  REVERSE_CHARGE_NOTE_SERVICES,
  vatRateFor,
} from './vat-treatment.ts';

const CZ: CountryVatFacts = { code: 'CZ', isEuMember: true, standardVatRateBp: 2100, reducedVatRateBp: 0 };
const DE: CountryVatFacts = { code: 'DE', isEuMember: true, standardVatRateBp: 1900, reducedVatRateBp: 700 };
const SK: CountryVatFacts = { code: 'SK', isEuMember: true, standardVatRateBp: 2300, reducedVatRateBp: null };
const US: CountryVatFacts = { code: 'US', isEuMember: false, standardVatRateBp: 0, reducedVatRateBp: null };

describe('decideVatTreatment', () => {
  it("charges the seller's rate at home, even to a business with a VAT id", () => {
    for (const vatIdValid of [false, true]) {
      expect(
        decideVatTreatment({
          sellerCountry: CZ,
          buyer: { country: CZ, vatIdValid },
          supply: 'digital',
          category: 'digital',
        }),
      ).toEqual({ kind: 'DOMESTIC', rateBp: 2100, country: 'CZ', note: null });
    }
  });

  it("prices an unknown buyer's country as a domestic sale", () => {
    const treatment = decideVatTreatment({
      sellerCountry: CZ,
      buyer: { country: null, vatIdValid: false },
      supply: 'goods',
      category: 'standard',
    });
    expect(treatment).toMatchObject({ kind: 'DOMESTIC', rateBp: 2100, country: 'CZ' });
  });

  it("charges a consumer in another EU country that country's rate (OSS)", () => {
    expect(
      decideVatTreatment({
        sellerCountry: CZ,
        buyer: { country: DE, vatIdValid: false },
        supply: 'digital',
        category: 'digital',
      }),
    ).toEqual({ kind: 'CONSUMER_EU', rateBp: 1900, country: 'DE', note: null });
  });

  it("uses the buyer country's reduced rate for books, its standard rate when it has none", () => {
    const book = (country: CountryVatFacts) =>
      decideVatTreatment({
        sellerCountry: CZ,
        buyer: { country, vatIdValid: false },
        supply: 'goods',
        category: 'reduced',
      });
    expect(book(DE).rateBp).toBe(700);
    expect(book(SK).rateBp).toBe(2300);
    expect(book(CZ).rateBp).toBe(0);
  });

  it('reverse-charges a business with a valid VAT id in another EU country, with the legal note', () => {
    const services = decideVatTreatment({
      sellerCountry: CZ,
      buyer: { country: DE, vatIdValid: true },
      supply: 'digital',
      category: 'digital',
    });
    expect(services).toEqual({
      kind: 'REVERSE_CHARGE',
      rateBp: 0,
      country: 'DE',
      note: REVERSE_CHARGE_NOTE_SERVICES,
    });
    const goods = decideVatTreatment({
      sellerCountry: CZ,
      buyer: { country: DE, vatIdValid: true },
      supply: 'goods',
      category: 'reduced',
    });
    expect(goods).toMatchObject({ kind: 'REVERSE_CHARGE', rateBp: 0, note: REVERSE_CHARGE_NOTE_GOODS });
  });

  it('charges no VAT outside the EU, VAT id or not', () => {
    for (const vatIdValid of [false, true]) {
      expect(
        decideVatTreatment({
          sellerCountry: CZ,
          buyer: { country: US, vatIdValid },
          supply: 'digital',
          category: 'digital',
        }),
      ).toEqual({ kind: 'EXPORT', rateBp: 0, country: null, note: EXPORT_NOTE_SERVICES });
    }
  });
});

describe('vatRateFor', () => {
  it('maps categories to the rates of the data', () => {
    expect(vatRateFor(DE, 'standard')).toBe(1900);
    expect(vatRateFor(DE, 'digital')).toBe(1900);
    expect(vatRateFor(DE, 'reduced')).toBe(700);
    expect(vatRateFor(DE, 'zero')).toBe(0);
  });
});
