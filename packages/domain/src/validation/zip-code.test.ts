import { describe, expect, it } from 'vitest';
import { isZipCode } from './zip-code.ts';

describe('isZipCode', () => {
  it('accepts letters, digits, hyphen and space', () => {
    for (const value of ['10115', 'SW1A 1AA', '1234-567', 'K1A 0B1', 'ab1']) {
      expect(isZipCode(value)).toBe(true);
    }
  });

  it('refuses other characters and input without a letter or digit', () => {
    for (const value of ['', '  ', '--', '10115!', '75-001/2', 'Ü1234', '1011_5', '12\t34']) {
      expect(isZipCode(value)).toBe(false);
    }
  });
});
