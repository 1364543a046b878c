import { describe, expect, it } from 'vitest';
import { countryName } from './country-name.ts';

describe('countryName', () => {
  it('names a country by its code and keeps anything else as written', () => {
    expect(countryName('CZ')).toBe('Czechia');
    expect(countryName('de')).toBe('Germany');
    expect(countryName('Czech Republic')).toBe('Czech Republic');
    expect(countryName('')).toBe('');
  });
});
