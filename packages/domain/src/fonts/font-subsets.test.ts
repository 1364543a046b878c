import { describe, expect, it } from 'vitest';
import {
  codePointsOfRanges,
  fontSubsetsOf,
  formatUnicodeRanges,
  intersectRanges,
  isFontSubsetId,
  NAMED_SUBSETS,
  OTHER_SUBSET_ID,
  parseUnicodeRanges,
  rangesOfCodePoints,
  subtractRanges,
  webSubsetFamilyName,
} from './font-subsets.ts';

describe('unicode-range text', () => {
  it('formats ranges compactly, merging adjacent and overlapping ones', () => {
    expect(
      formatUnicodeRanges([
        [0x41, 0x5a],
        [0x20, 0x20],
        [0x5b, 0x5d],
        [0x50, 0x60],
      ]),
    ).toBe('U+0020,U+0041-0060');
  });

  it('parses what it formats, wildcards and spaces included, skipping junk', () => {
    expect(parseUnicodeRanges('U+0020-007E, U+00A0,u+1f600')).toEqual([
      [0x20, 0x7e],
      [0xa0, 0xa0],
      [0x1f600, 0x1f600],
    ]);
    expect(parseUnicodeRanges('U+4??')).toEqual([[0x400, 0x4ff]]);
    expect(parseUnicodeRanges('nonsense, U+zz, U+0041')).toEqual([[0x41, 0x41]]);
    expect(parseUnicodeRanges('')).toEqual([]);
    const css = 'U+0000,U+0020-007E,U+00A0-017F,U+10FFFF';
    expect(formatUnicodeRanges(parseUnicodeRanges(css))).toBe(css);
  });

  it('turns code points into ranges and back', () => {
    const ranges = rangesOfCodePoints([0x43, 0x41, 0x42, 0x61, 0x41]);
    expect(ranges).toEqual([
      [0x41, 0x43],
      [0x61, 0x61],
    ]);
    expect(codePointsOfRanges(ranges)).toEqual([0x41, 0x42, 0x43, 0x61]);
  });
});

describe('range arithmetic', () => {
  it('intersects', () => {
    expect(
      intersectRanges(
        [
          [0, 10],
          [20, 30],
        ],
        [
          [5, 25],
          [29, 40],
        ],
      ),
    ).toEqual([
      [5, 10],
      [20, 25],
      [29, 30],
    ]);
    expect(intersectRanges([[0, 4]], [[5, 9]])).toEqual([]);
  });

  it('subtracts', () => {
    expect(
      subtractRanges(
        [[0, 30]],
        [
          [5, 9],
          [20, 40],
        ],
      ),
    ).toEqual([
      [0, 4],
      [10, 19],
    ]);
    expect(subtractRanges([[5, 9]], [[0, 100]])).toEqual([]);
  });
});

describe('fontSubsetsOf', () => {
  it('gives a Latin-only font one latin subset holding just its characters', () => {
    const plans = fontSubsetsOf(rangesOfCodePoints([0x20, ...codePointsOfRanges([[0x41, 0x5a]])]));
    expect(plans).toEqual([
      {
        id: 'latin',
        ranges: [
          [0x20, 0x20],
          [0x41, 0x5a],
        ],
        unicodeRanges: 'U+0020,U+0041-005A',
      },
    ]);
  });

  it('splits a font by script and keeps what no named subset holds as other', () => {
    const font = rangesOfCodePoints([0x41, 0x0416, 0x03a9, 0x0100, 0xe000, 0xf0001]);
    const plans = fontSubsetsOf(font);
    expect(plans.map((plan) => plan.id)).toEqual([
      'latin',
      'latin-ext',
      'greek',
      'cyrillic',
      OTHER_SUBSET_ID,
    ]);
    expect(plans.find((plan) => plan.id === 'cyrillic')?.unicodeRanges).toBe('U+0416');
    expect(plans.find((plan) => plan.id === OTHER_SUBSET_ID)?.unicodeRanges).toBe('U+E000,U+F0001');
  });

  it('does not list a script for the marks and punctuation it shares with others', () => {
    // U+200C (ZWNJ) and U+2010 are in the arabic and hebrew ranges too, U+0301 in cyrillic's, U+25CC in four.
    const plans = fontSubsetsOf(rangesOfCodePoints([0x41, 0x200c, 0x2010, 0x0301, 0x25cc]));
    expect(plans.map((plan) => plan.id)).toEqual(['latin', OTHER_SUBSET_ID]);
    // Shared characters no listed subset holds still get a file: nothing of the font is lost.
    expect(plans.find((plan) => plan.id === OTHER_SUBSET_ID)?.unicodeRanges).toBe('U+0301,U+25CC');
    const arabic = fontSubsetsOf(rangesOfCodePoints([0x20, 0x0628, 0x200c]));
    expect(arabic.map((plan) => plan.id)).toEqual(['latin', 'arabic']);
    expect(arabic.find((plan) => plan.id === 'arabic')?.unicodeRanges).toBe('U+0628,U+200C');
  });

  it('covers every code point of the font', () => {
    const font = rangesOfCodePoints([...codePointsOfRanges([[0, 0x3000]]), 0x1f600, 0xfffd, 0x10fffd]);
    const covered = fontSubsetsOf(font).flatMap((plan) => plan.ranges);
    expect(subtractRanges(font, covered)).toEqual([]);
    expect(subtractRanges(covered, font)).toEqual([]);
  });

  it('has no subsets for a font without code points', () => {
    expect(fontSubsetsOf([])).toEqual([]);
  });

  it('knows its subset ids', () => {
    expect(new Set(NAMED_SUBSETS.map((subset) => subset.id)).size).toBe(NAMED_SUBSETS.length);
    expect(isFontSubsetId('latin')).toBe(true);
    expect(isFontSubsetId(OTHER_SUBSET_ID)).toBe(true);
    expect(isFontSubsetId('klingon')).toBe(false);
    expect(isFontSubsetId('__proto__')).toBe(false);
  });
});

describe('webSubsetFamilyName', () => {
  it('keeps a family without a Reserved Font Name', () => {
    expect(webSubsetFamilyName('Inter  Display', null)).toBe('Inter Display');
    expect(webSubsetFamilyName('Vollkorn', 'Source')).toBe('Vollkorn');
  });

  it('replaces a Reserved Font Name in any case', () => {
    expect(webSubsetFamilyName('Source Sans 3', 'Source')).toBe('Web Sans 3');
    expect(webSubsetFamilyName('SOURCE Code Pro', 'source')).toBe('Web Code Pro');
  });
});
