import { describe, expect, it } from 'vitest';
import {
  BUILTIN_OUTAGE_VAT_NUMBER,
  BUILTIN_VALID_VAT_NUMBERS,
  createBuiltinVatChecker,
  VAT_NUMBER_FORMATS,
} from './builtin-vat-checker.ts';

describe('the built-in VAT register', () => {
  const checker = createBuiltinVatChecker();

  it('knows the syntax of every EU member state (EL for Greece)', () => {
    expect(Object.keys(VAT_NUMBER_FORMATS)).toHaveLength(27);
    expect(VAT_NUMBER_FORMATS.EL).toBeDefined();
    expect(VAT_NUMBER_FORMATS.GR).toBeUndefined();
  });

  it('confirms each documented number, which is well-formed for its country', async () => {
    for (const [full, trader] of Object.entries(BUILTIN_VALID_VAT_NUMBERS)) {
      const check = await checker.check(full.slice(0, 2), full.slice(2));
      expect(check).toEqual({ status: 'VALID', name: trader.name, address: trader.address });
    }
  });

  it('refuses malformed and unknown numbers and simulates an outage', async () => {
    expect((await checker.check('DE', '12345678')).status).toBe('INVALID');
    expect((await checker.check('DE', '111111111')).status).toBe('INVALID');
    expect((await checker.check('XX', '123')).status).toBe('INVALID');
    const outage = await checker.check(
      BUILTIN_OUTAGE_VAT_NUMBER.slice(0, 2),
      BUILTIN_OUTAGE_VAT_NUMBER.slice(2),
    );
    expect(outage.status).toBe('UNAVAILABLE');
  });
});
