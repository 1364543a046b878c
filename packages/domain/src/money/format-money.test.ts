import { describe, expect, it } from 'vitest';
import { currencySymbol, formatMoney, minorUnitDigits, toMajorUnits } from './format-money.ts';
import { money } from './money.ts';

describe('formatMoney', () => {
  it('formats minor units as the locale shows the currency', () => {
    expect(formatMoney(money(4900, 'EUR'))).toBe('€49.00');
    expect(formatMoney(money(123456, 'USD'), 'en')).toBe('$1,234.56');
    expect(formatMoney(money(-150, 'EUR'))).toBe('-€1.50');
  });

  it('follows the locale for separators and symbol position', () => {
    expect(formatMoney(money(123450, 'EUR'), 'de').replace(/\s/g, ' ')).toBe('1.234,50 €');
  });

  it('knows currencies without minor units', () => {
    expect(minorUnitDigits('JPY')).toBe(0);
    expect(minorUnitDigits('EUR')).toBe(2);
    expect(toMajorUnits(money(500, 'JPY'))).toBe(500);
    expect(formatMoney(money(500, 'JPY'))).toBe('¥500');
  });
});

describe('currencySymbol', () => {
  it('gives the symbol shown for a currency', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('USD')).toBe('$');
    expect(currencySymbol('GBP')).toBe('£');
    expect(currencySymbol('CHF')).toBe('CHF');
  });
});
