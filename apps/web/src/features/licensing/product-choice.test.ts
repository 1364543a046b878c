import { describe, expect, it } from 'vitest';
import type { ConfiguratorFamily } from './configurator-data.ts';
import {
  choiceTitle,
  familyProductFor,
  initialProductChoice,
  productIdsFor,
  soldEncodingIds,
  toggleEncoding,
  toggleStyle,
} from './product-choice.ts';

const eur = (amount: number) => ({ amount, currency: 'EUR' });
const style = (id: string, title: string) => ({
  id,
  title: `Noto ${title}`,
  style: { id: `s${id}`, title },
  price: eur(4900),
});
const family = {
  id: '1',
  url: 'noto',
  title: 'Noto',
  preRelease: false,
  familyEncodings: [
    { encoding: { id: 'e-latin', title: 'Latin' } },
    { encoding: { id: 'e-arabic', title: 'Arabic' } },
    { encoding: { id: 'e-thai', title: 'Thai' } },
  ],
  fontProducts: [
    {
      id: 'fam-latin',
      title: 'Noto',
      encodingIDs: ['e-latin'],
      price: eur(9900),
      children: [style('f1', 'Regular'), style('f2', 'Bold')],
    },
    { id: 'fam-arabic', title: 'Noto Arabic', encodingIDs: ['e-arabic'], price: eur(9900), children: [] },
  ],
} as unknown as ConfiguratorFamily;

describe('product choice', () => {
  it('offers the encodings the family sells, in its order, starting with the first', () => {
    expect(soldEncodingIds(family)).toEqual(['e-latin', 'e-arabic']);
    expect(initialProductChoice(family)).toEqual({
      scope: 'family',
      styleProductIds: [],
      encodingIds: ['e-latin'],
    });
  });

  it('buys the FAMILY product of the first chosen encoding', () => {
    expect(familyProductFor(family, ['e-arabic'])?.id).toBe('fam-arabic');
    const choice = {
      scope: 'family' as const,
      styleProductIds: ['f1'],
      encodingIds: ['e-latin', 'e-arabic'],
    };
    expect(productIdsFor(family, choice)).toEqual(['fam-latin']);
    expect(choiceTitle(family, choice)).toBe('Noto');
  });

  it('buys the chosen single styles, and nothing when none is chosen', () => {
    const choice = { scope: 'styles' as const, styleProductIds: ['f2', 'unknown'], encodingIds: ['e-latin'] };
    expect(productIdsFor(family, choice)).toEqual(['f2']);
    expect(productIdsFor(family, { ...choice, styleProductIds: [] })).toEqual([]);
    expect(choiceTitle(family, { ...choice, styleProductIds: ['f1', 'f2'] })).toBe('Noto Regular, Bold');
    expect(toggleStyle(['f1'], 'f2', true)).toEqual(['f1', 'f2']);
    expect(toggleStyle(['f1', 'f2'], 'f1', false)).toEqual(['f2']);
  });

  it('keeps the family order of encodings and never drops the last one', () => {
    expect(toggleEncoding(family, ['e-arabic'], 'e-latin', true)).toEqual(['e-latin', 'e-arabic']);
    expect(toggleEncoding(family, ['e-latin', 'e-arabic'], 'e-latin', false)).toEqual(['e-arabic']);
    expect(toggleEncoding(family, ['e-arabic'], 'e-arabic', false)).toEqual(['e-arabic']);
  });
});
