import { describe, expect, it } from 'vitest';
import { encodingForScripts } from './encodings.ts';

describe('encodingForScripts', () => {
  it('puts a file in the encoding of its first script beyond Latin, Greek and Cyrillic', () => {
    expect(encodingForScripts(['Latin', 'Greek', 'Cyrillic']).url).toBe('latin');
    expect(encodingForScripts(['Latin', 'Arabic'])).toMatchObject({ url: 'arabic', direction: 'rtl' });
    expect(encodingForScripts(['Devanagari']).url).toBe('devanagari');
  });

  it('puts icon fonts and files without a script in Symbols', () => {
    expect(encodingForScripts([]).url).toBe('symbols');
    expect(encodingForScripts(['Latin'], true).url).toBe('symbols');
  });
});
