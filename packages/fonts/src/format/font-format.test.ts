import { describe, expect, it } from 'vitest';
import { detectFontFormat } from './font-format.ts';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('detectFontFormat', () => {
  it('reads the format from the magic bytes', () => {
    expect(detectFontFormat(bytes('wOF2', 0, 1))).toBe('woff2');
    expect(detectFontFormat(bytes('wOFF', 0, 1))).toBe('woff');
    expect(detectFontFormat(bytes('OTTO', 0, 1))).toBe('otf');
    expect(detectFontFormat(bytes(0, 1, 0, 0, 0, 9))).toBe('ttf');
    expect(detectFontFormat(bytes('true', 0))).toBe('ttf');
  });

  it('returns null for anything else', () => {
    expect(detectFontFormat(bytes('%PDF-1.7'))).toBeNull();
    expect(detectFontFormat(bytes(0, 1))).toBeNull();
  });
});
