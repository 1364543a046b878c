import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceNumberPrefix } from './invoice-number.ts';

describe('invoice numbers', () => {
  it('pads the yearly sequence to six digits after the year', () => {
    expect(formatInvoiceNumber(2026, 1)).toBe('2026-000001');
    expect(formatInvoiceNumber(2026, 123)).toBe('2026-000123');
    expect(formatInvoiceNumber(2026, 1_234_567)).toBe('2026-1234567');
    expect(formatInvoiceNumber(2027, 5).startsWith(invoiceNumberPrefix(2027))).toBe(true);
  });

  it('refuses a sequence that is not a positive whole number', () => {
    for (const sequence of [0, -1, 1.5, Number.NaN]) {
      expect(() => formatInvoiceNumber(2026, sequence)).toThrow(RangeError);
    }
  });
});
