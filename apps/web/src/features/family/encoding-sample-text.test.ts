import { describe, expect, it } from 'vitest';
import { sampleTextForEncoding } from './encoding-sample-text.ts';

describe('sampleTextForEncoding', () => {
  it('writes each script in its own letters', () => {
    expect(sampleTextForEncoding('arabic', 'Latin')).toMatch(/^[\p{Script=Arabic}\s]+$/u);
    expect(sampleTextForEncoding('hebrew', 'Latin')).toMatch(/^[\p{Script=Hebrew}\s]+$/u);
    expect(sampleTextForEncoding('thai', 'Latin')).toMatch(/\p{Script=Thai}/u);
    expect(sampleTextForEncoding('georgian', 'Latin')).toMatch(/^[\p{Script=Georgian}\s]+$/u);
  });

  it('uses the Latin sample for Latin, Symbols and unknown encodings', () => {
    expect(sampleTextForEncoding('latin', 'The quick fox')).toBe('The quick fox');
    expect(sampleTextForEncoding('symbols', 'The quick fox')).toBe('The quick fox');
    expect(sampleTextForEncoding(undefined, 'The quick fox')).toBe('The quick fox');
  });
});
