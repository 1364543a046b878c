import { describe, expect, it } from 'vitest';
import { needsVatCheck, vatCheckOutcome } from './vat-check.ts';

describe('needsVatCheck', () => {
  it('skips empty numbers', () => {
    expect(needsVatCheck('')).toBe(false);
    expect(needsVatCheck('   ')).toBe(false);
    expect(needsVatCheck(null)).toBe(false);
    expect(needsVatCheck(undefined)).toBe(false);
    expect(needsVatCheck('DE123456789')).toBe(true);
  });
});

describe('vatCheckOutcome', () => {
  it('is OK for an empty number whatever the server says', () => {
    expect(vatCheckOutcome('', 'INCORRECT')).toBe('OK');
  });

  it('takes the server result, OK when there is none', () => {
    expect(vatCheckOutcome('DE123', 'INCORRECT')).toBe('INCORRECT');
    expect(vatCheckOutcome('US123', 'NOT_EU_COUNTRY')).toBe('NOT_EU_COUNTRY');
    expect(vatCheckOutcome('DE123', 'ERROR')).toBe('ERROR');
    expect(vatCheckOutcome('DE123', undefined)).toBe('OK');
    expect(vatCheckOutcome('DE123', null)).toBe('OK');
  });
});
