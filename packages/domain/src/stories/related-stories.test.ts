import { describe, expect, it } from 'vitest';
import { rankRelatedStories } from './related-stories.ts';

const story = (id: number, type: string, categories: string[], date = '2024-01-01') => ({
  id,
  type,
  categories,
  date,
});

describe('rankRelatedStories', () => {
  const self = story(1, 'RESEARCH', ['Research', 'Global type']);

  it('never suggests the story itself nor stories with nothing in common', () => {
    const related = rankRelatedStories(self, [self, story(2, 'BLOG', ['Technology'])]);
    expect(related).toEqual([]);
  });

  it('puts shared categories before a shared type, and newer before older on a tie', () => {
    const sameType = story(2, 'RESEARCH', ['Print'], '2025-01-01');
    const oneCategory = story(3, 'ARTICLE', ['Global type'], '2023-01-01');
    const twoCategories = story(4, 'BLOG', ['Global type', 'Research'], '2020-01-01');
    const newerOneCategory = story(5, 'MOVIE', ['Research'], '2024-06-01');
    expect(rankRelatedStories(self, [sameType, oneCategory, twoCategories, newerOneCategory], 10)).toEqual([
      twoCategories,
      newerOneCategory,
      oneCategory,
      sameType,
    ]);
  });

  it('stops at the limit', () => {
    const many = [2, 3, 4, 5, 6].map((id) => story(id, 'RESEARCH', []));
    expect(rankRelatedStories(self, many)).toHaveLength(3);
  });
});
