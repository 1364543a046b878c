import { describe, expect, it } from 'vitest';
import { searchCategoryFromSlug, searchCategorySlug, storySearchCategory } from './search-category.ts';
import { searchPath } from './search-path.ts';

describe('search categories', () => {
  it('puts blog posts in BLOG and the other stories in ARTICLES', () => {
    expect(storySearchCategory('BLOG')).toBe('BLOG');
    expect(storySearchCategory('ARTICLE')).toBe('ARTICLES');
    expect(storySearchCategory('RESEARCH')).toBe('ARTICLES');
    expect(storySearchCategory('MOVIE')).toBe('ARTICLES');
  });

  it('writes the category lowercased in URLs and reads it in any case', () => {
    expect(searchCategorySlug('FONTS')).toBe('fonts');
    expect(searchCategoryFromSlug('fonts')).toBe('FONTS');
    expect(searchCategoryFromSlug('Help')).toBe('HELP');
    expect(searchCategoryFromSlug('stories')).toBeNull();
  });
});

describe('searchPath', () => {
  it('URL-encodes the term and lowercases the category', () => {
    expect(searchPath('sans & serif')).toBe('/search/sans%20%26%20serif');
    expect(searchPath(' Inter ', 'FONTS')).toBe('/search/Inter/fonts');
  });
});
