import { describe, expect, it } from 'vitest';
import { parseUnicodeSet, requiredCodePoints } from './unicode-set.ts';

const cps = (text: string) => Array.from(text, (char) => char.codePointAt(0));

describe('parseUnicodeSet', () => {
  it('reads single characters, with or without spaces between them', () => {
    expect(parseUnicodeSet('[aä b c]').codePoints).toEqual(cps('abcä'));
  });

  it('expands ranges, also between non-ASCII characters', () => {
    expect(parseUnicodeSet('[a-d á-ã]').codePoints).toEqual(cps('abcdáâã'));
  });

  it('keeps multi-character strings apart and a one-character string as a code point', () => {
    const set = parseUnicodeSet('[c {ch} {x} d]');
    expect(set.codePoints).toEqual(cps('cdx'));
    expect(set.strings).toEqual(['ch']);
    expect(requiredCodePoints(set)).toEqual(cps('cdhx'));
  });

  it('reads escapes: a literal hyphen, brackets, \\u, \\U and \\x{}', () => {
    const set = parseUnicodeSet('[\\- \\[ \\] \\u0301 \\U0001F600 \\x{41} \\:]');
    expect(set.codePoints).toEqual([0x2d, 0x3a, 0x41, 0x5b, 0x5d, 0x301, 0x1f600]);
  });

  it('takes an escaped hyphen as itself, not as a range', () => {
    expect(parseUnicodeSet('[a \\- z]').codePoints).toEqual(cps('-az'));
  });

  it('refuses what is not a flat set', () => {
    expect(() => parseUnicodeSet('abc')).toThrow();
    expect(() => parseUnicodeSet('[[a-z]&[aeiou]]')).toThrow();
    expect(() => parseUnicodeSet('[\\p{Latin}]')).toThrow();
    expect(() => parseUnicodeSet('[z-a]')).toThrow();
    expect(() => parseUnicodeSet('[{ch]')).toThrow();
  });
});
