import { describe, expect, it } from 'vitest';
import { researchCategoryOfSegment, researchCategoryPath, storyPath } from './story-path.ts';

describe('story paths', () => {
  it("puts a story under its type's route", () => {
    expect(storyPath({ type: 'BLOG', url: 'variable-fonts-in-motion' })).toBe(
      '/blog/variable-fonts-in-motion',
    );
    expect(storyPath({ type: 'ARTICLE', url: 'a' })).toBe('/articles/a');
    expect(storyPath({ type: 'MOVIE', url: 'a' })).toBe('/movies/a');
    expect(storyPath({ type: 'RESEARCH', url: 'a b' })).toBe('/research/a%20b');
  });

  it('lists research categories under /research and reads them back from the segment', () => {
    expect(researchCategoryPath('REGIONAL')).toBe('/research/regional');
    expect(researchCategoryPath('COGNITIVE')).toBe('/research/cognitive');
    expect(researchCategoryOfSegment('regional')).toBe('REGIONAL');
    expect(researchCategoryOfSegment('cognitive')).toBe('COGNITIVE');
    expect(researchCategoryOfSegment('x-height')).toBeNull();
  });
});
