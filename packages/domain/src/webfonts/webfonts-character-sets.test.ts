import { describe, expect, it } from 'vitest';
import { formatUnicodeRanges } from '../fonts/font-subsets.ts';
import {
  characterSetsOfFont,
  codePointsOfCustomChars,
  projectFontRanges,
} from './webfonts-character-sets.ts';

const font = [
  [0x20, 0x7e],
  [0x100, 0x17f],
  [0x410, 0x44f],
  [0x2603, 0x2603],
] as const;

describe('web font character sets', () => {
  it('counts the font characters of each set it has', () => {
    const sets = characterSetsOfFont(font.map(([a, b]) => [a, b]));
    expect(sets.map((set) => set.id)).toEqual(['latin', 'latin-ext', 'vietnamese', 'cyrillic']);
    // Latin also holds the dotless i and the œ ligatures of the font's Latin Extended-A block.
    expect(sets[0]?.count).toBe(0x7e - 0x20 + 1 + 3);
    expect(sets.find((set) => set.id === 'cyrillic')?.count).toBe(0x44f - 0x410 + 1);
  });

  it('cuts to the chosen sets plus the typed characters the font has', () => {
    const ranges = projectFontRanges(font, ['latin'], '☃ Ж✓');
    expect(formatUnicodeRanges(ranges)).toBe('U+0020-007E,U+0131,U+0152-0153,U+0416,U+2603');
  });

  it('reads typed characters once each, ignoring line breaks and tabs', () => {
    expect(codePointsOfCustomChars('ba\n\tab ')).toEqual([0x20, 0x61, 0x62]);
  });
});
