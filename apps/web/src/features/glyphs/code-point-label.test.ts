import { describe, expect, it } from 'vitest';
import { codePointLabel } from './code-point-label.ts';

describe('codePointLabel', () => {
  it('writes at least four upper-case hex digits after U+', () => {
    expect(codePointLabel(0x41)).toBe('U+0041');
    expect(codePointLabel(0x20ac)).toBe('U+20AC');
    expect(codePointLabel(0x1f600)).toBe('U+1F600');
  });

  it('is null for unencoded glyphs and impossible values', () => {
    expect(codePointLabel(null)).toBeNull();
    expect(codePointLabel(undefined)).toBeNull();
    expect(codePointLabel(-1)).toBeNull();
    expect(codePointLabel(1.5)).toBeNull();
  });
});
