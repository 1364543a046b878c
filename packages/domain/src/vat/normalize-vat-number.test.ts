import { describe, expect, it } from 'vitest';
import { normalizeVatNumber } from './normalize-vat-number.ts';

describe('normalizeVatNumber', () => {
  it('drops punctuation, spaces and the typed prefix', () => {
    expect(normalizeVatNumber('de 123.456-789', ['DE'])).toBe('123456789');
    expect(normalizeVatNumber('123456789', ['DE'])).toBe('123456789');
  });

  it('accepts both the VAT prefix and the ISO code for Greece', () => {
    expect(normalizeVatNumber('EL123456789', ['EL', 'GR'])).toBe('123456789');
    expect(normalizeVatNumber('GR123456789', ['EL', 'GR'])).toBe('123456789');
  });

  it('keeps letters that belong to the number', () => {
    expect(normalizeVatNumber('ATU12345678', ['AT'])).toBe('U12345678');
    expect(normalizeVatNumber('nl123456789b01', ['NL'])).toBe('123456789B01');
  });
});
