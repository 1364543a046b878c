import { describe, expect, it } from 'vitest';
import {
  languagesParam,
  storyListingHref,
  storyListingPath,
  storyListingVariables,
} from './story-listing-query.ts';

describe('story listings', () => {
  it('maps each listing to its route and its readStories filters', () => {
    expect(storyListingPath('all')).toBe('/stories');
    expect(storyListingPath('BLOG')).toBe('/blog');
    expect(storyListingPath('ARTICLE')).toBe('/articles');
    expect(storyListingPath('REGIONAL')).toBe('/research/regional');
    expect(storyListingVariables({ kind: 'BLOG' })).toEqual({ type: 'BLOG' });
    expect(storyListingVariables({ kind: 'COGNITIVE' })).toEqual({
      type: 'RESEARCH',
      researchCategory: 'COGNITIVE',
    });
    expect(storyListingVariables({ kind: 'all', languages: ['cs'] })).toEqual({ languages: ['cs'] });
    expect(storyListingVariables({ kind: 'all', languages: [] })).toEqual({});
  });

  it('keeps the languages in the load-more link and leaves page 1 out', () => {
    expect(storyListingHref({ kind: 'all', languages: ['cs'] }, 2)).toBe('/stories?language=cs&page=2');
    expect(storyListingHref({ kind: 'MOVIE' }, 1)).toBe('/movies');
  });

  it('reads only language codes from ?language=', () => {
    expect(languagesParam(undefined)).toEqual([]);
    expect(languagesParam('cs')).toEqual(['cs']);
    expect(languagesParam(['cs', 'cs', 'en', '<script>', 'sr-Latn'])).toEqual(['cs', 'en', 'sr-Latn']);
  });
});
