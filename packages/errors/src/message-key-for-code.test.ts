import { describe, expect, it } from 'vitest';
import { errorKeyForCode, messageKeyForCode } from './message-key-for-code.ts';

describe('messageKeyForCode', () => {
  it('maps known codes to their namespaced key', () => {
    expect(messageKeyForCode(1)).toBe('common:errors.token_invalid');
    expect(messageKeyForCode(216)).toBe('common:errors.quantity_unavailable');
    expect(messageKeyForCode(300)).toBe('common:errors.discount_code_not_valid');
    expect(messageKeyForCode(480)).toBe('common:errors.font_customisation_exists');
  });

  it('maps codes outside the catalogue to unknown', () => {
    for (const code of [0, 6, 104, 219, 222, 307, 402, 999, -1, 216.5, Number.NaN]) {
      expect(messageKeyForCode(code)).toBe('common:errors.unknown');
    }
  });

  it('maps non-numbers to unknown', () => {
    for (const code of ['216', null, undefined, {}, [216], true]) {
      expect(messageKeyForCode(code)).toBe('common:errors.unknown');
    }
  });

  it('gives the bare key without the namespace', () => {
    expect(errorKeyForCode(105)).toBe('user_not_found');
    expect(errorKeyForCode('nope')).toBe('unknown');
  });
});
