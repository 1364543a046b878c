import { describe, expect, it } from 'vitest';
import { customisationConflict, type SavedCustomisation } from './customisation-conflict.ts';

const SAVED: SavedCustomisation[] = [
  { id: 1, variableFontId: 10, title: 'Headline', axes: { wght: 700, opsz: 32 } },
  { id: 2, variableFontId: 11, title: 'Italic body', axes: { wght: 420, opsz: 14 } },
];

describe('customisationConflict', () => {
  it('finds the same title of the same variable font, whatever the case', () => {
    expect(
      customisationConflict({ variableFontId: 10, title: 'HEADLINE', axes: { wght: 500, opsz: 20 } }, SAVED),
    ).toBe('title');
  });

  it('finds the same position of the same variable font under another title', () => {
    expect(
      customisationConflict({ variableFontId: 10, title: 'Poster', axes: { opsz: 32, wght: 700 } }, SAVED),
    ).toBe('position');
  });

  it('allows the same title or position on another variable font', () => {
    expect(
      customisationConflict({ variableFontId: 11, title: 'Headline', axes: { wght: 700, opsz: 32 } }, SAVED),
    ).toBeNull();
  });

  it('lets an update keep its own title and position, but not take another one', () => {
    const own = { variableFontId: 10, title: 'headline', axes: { wght: 700, opsz: 32 } };
    expect(customisationConflict(own, SAVED, 1)).toBeNull();
    const saved = [...SAVED, { id: 3, variableFontId: 10, title: 'Poster', axes: { wght: 300, opsz: 20 } }];
    expect(customisationConflict({ ...own, title: 'Poster' }, saved, 1)).toBe('title');
    expect(customisationConflict({ ...own, axes: { wght: 300, opsz: 20 } }, saved, 1)).toBe('position');
  });
});
