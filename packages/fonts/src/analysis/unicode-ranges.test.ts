import { describe, expect, it } from 'vitest';
import { toUnicodeRanges } from './unicode-ranges.ts';

describe('toUnicodeRanges', () => {
  it('merges consecutive code points into ranges and keeps single ones', () => {
    expect(toUnicodeRanges([0x41, 0x42, 0x43, 0x20, 0xe9, 0x1f600])).toBe(
      'U+0020,U+0041-0043,U+00E9,U+1F600',
    );
  });

  it('ignores duplicates and returns an empty string for no code points', () => {
    expect(toUnicodeRanges([0x61, 0x61, 0x62])).toBe('U+0061-0062');
    expect(toUnicodeRanges([])).toBe('');
  });
});
