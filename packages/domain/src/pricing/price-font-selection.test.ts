import { describe, expect, it } from 'vitest';
import { testCatalogue as catalogue } from '../licensing/catalogue.fixture.ts';
import { LicenseSelectionError } from '../licensing/license-catalogue.ts';
import { setLicenseChoice } from '../licensing/set-license-choice.ts';
import { licenseEntryFactorBp, priceFontSelection } from './price-font-selection.ts';

const price = (
  selection: Parameters<typeof priceFontSelection>[0]['selection'],
  basePrice = 4900,
  encodingCount = 1,
) => priceFontSelection({ basePrice, encodingCount, selection, catalogue });

describe('priceFontSelection', () => {
  it('is the base price when no licence is chosen', () => {
    expect(price([])).toBe(4900);
  });

  it('multiplies the base price by the chosen choices of an entry', () => {
    const desktop5 = setLicenseChoice([], 'desktop', 'computers', '5', catalogue);
    expect(price(desktop5)).toBe(9800); // ×2
    const desktop1 = setLicenseChoice([], 'desktop', 'computers', '1', catalogue);
    expect(price(desktop1)).toBe(4900);
  });

  it('adds up the entries of several licences', () => {
    let selection = setLicenseChoice([], 'desktop', 'computers', '5', catalogue); // ×2
    selection = setLicenseChoice(selection, 'app', 'apps', '1', catalogue); // ×1.5
    expect(price(selection)).toBe(17150); // 4900 × 3.5
  });

  it('charges third parties through the desktop factor; the named third-party entries are free', () => {
    const two = setLicenseChoice([], 'desktop', 'thirdParties', '2', catalogue); // ×1 × 1.5
    expect(two.map((entry) => entry.id)).toEqual(['desktop', 'third-party-1', 'third-party-2']);
    expect(price(two)).toBe(7350);
    expect(licenseEntryFactorBp(two[1]!, catalogue)).toBe(0);
    const fiveComputersTwoParties = setLicenseChoice(two, 'desktop', 'computers', '5', catalogue);
    expect(price(fiveComputersTwoParties)).toBe(14700); // 4900 × 2 × 1.5
  });

  it('multiplies by the number of encodings', () => {
    const desktop5 = setLicenseChoice([], 'desktop', 'computers', '5', catalogue);
    expect(price(desktop5, 4900, 2)).toBe(19600);
    expect(price(desktop5, 4900, 0)).toBe(9800); // at least one encoding
  });

  it('prices an unset option at its default choice', () => {
    const blank = setLicenseChoice([], 'desktop', 'computers', '', catalogue);
    expect(price(blank)).toBe(4900);
  });

  it('rounds half up once on the minor unit', () => {
    // 3 × 1.25 = 3.75 → 4; 1 × 1.25 = 1.25 → 1
    const one = setLicenseChoice([], 'desktop', 'thirdParties', '1', catalogue);
    expect(price(one, 3)).toBe(4);
    expect(price(one, 1)).toBe(1);
    expect(price(one, 2)).toBe(3); // 2.5 → 3
  });

  it('refuses unknown licences, values and duplicate entries', () => {
    expect(() => price([{ id: 'poster', options: [] }])).toThrow(LicenseSelectionError);
    expect(() => price([{ id: 'desktop', options: [{ name: 'computers', value: '7' }] }])).toThrow(
      LicenseSelectionError,
    );
    expect(() => price([{ id: 'desktop', options: [{ name: 'colour', value: 'red' }] }])).toThrow(
      LicenseSelectionError,
    );
    const desktop = { id: 'desktop', options: [{ name: 'computers', value: '1' }] };
    expect(() => price([desktop, desktop])).toThrow(LicenseSelectionError);
    expect(() => priceFontSelection({ basePrice: 1.5, encodingCount: 1, selection: [], catalogue })).toThrow(
      RangeError,
    );
  });
});
