import { describe, expect, it } from 'vitest';
import { roomyViewBox } from './glyph-detail.tsx';

describe('roomyViewBox', () => {
  it('adds a quarter of the height above and below, so accents above the ascender show', () => {
    expect(roomyViewBox('0 -900 600 1200')).toBe('0 -1200 600 1800');
  });

  it('keeps a box it cannot read', () => {
    expect(roomyViewBox('nonsense')).toBe('nonsense');
  });
});
